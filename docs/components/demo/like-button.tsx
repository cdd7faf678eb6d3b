'use client';
import { useState } from 'react';

/** The live example of a client component on the MDX guide: rendered at build time, then hydrated. */
export function LikeButton({ label, start }: { label: string; start: number }) {
  const [likes, setLikes] = useState(start);
  return (
    <button type="button" className="like-button" onClick={() => setLikes(likes + 1)}>
      {label}: {likes}
    </button>
  );
}
