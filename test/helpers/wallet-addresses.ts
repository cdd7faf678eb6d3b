import { base58xrp, bech32, bech32m, createBase58check } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';

/** A string in some text that a wallet would accept as an address, and why. */
export interface AcceptedAddress {
  address: string;
  /** Where it starts in the text. */
  index: number;
  kind: 'bech32' | 'bech32m' | 'base58check' | 'base58check (XRP alphabet)' | 'EIP-55' | 'hex without checksum';
}

const base58check = createBase58check(sha256);

// Candidates are cast wide on purpose: a string is reported only if its checksum holds, so anything
// that merely looks like an address (a placeholder, a hash, an id) costs nothing.
const BECH32_CANDIDATE = /\b(?:bc|tb|bcrt|ltc|tltc)1[a-z0-9]{6,87}\b/gi;
const BASE58_CANDIDATE = /(?<![A-Za-z0-9])[1-9A-HJ-NP-Za-km-z]{25,35}(?![A-Za-z0-9])/g;
const XRP_CANDIDATE = /(?<![A-Za-z0-9])r[1-9A-HJ-NP-Za-km-z]{24,34}(?![A-Za-z0-9])/g;
const HEX_CANDIDATE = /\b0x[0-9a-fA-F]{40}\b/g;

/**
 * Every address in `text` that passes its checksum — bech32 or bech32m (Bitcoin, Litecoin and their
 * test networks), base58check (Bitcoin `1…`/`3…`, Litecoin, Tron `T…`, …, and XRP `r…` in its own
 * alphabet), EIP-55 for a mixed-case `0x` address — and every `0x` address in one case, which has no
 * checksum at all, so that every wallet accepts it.
 */
export function acceptedAddresses(text: string): AcceptedAddress[] {
  const found: AcceptedAddress[] = [];
  for (const { 0: candidate, index } of text.matchAll(BECH32_CANDIDATE)) {
    if (bech32.decodeUnsafe(candidate, 90)) found.push({ address: candidate, index, kind: 'bech32' });
    else if (bech32m.decodeUnsafe(candidate, 90)) found.push({ address: candidate, index, kind: 'bech32m' });
  }
  for (const { 0: candidate, index } of text.matchAll(BASE58_CANDIDATE)) {
    if (decodes(() => base58check.decode(candidate))) found.push({ address: candidate, index, kind: 'base58check' });
  }
  for (const { 0: candidate, index } of text.matchAll(XRP_CANDIDATE)) {
    if (xrpChecksumHolds(candidate)) found.push({ address: candidate, index, kind: 'base58check (XRP alphabet)' });
  }
  for (const { 0: candidate, index } of text.matchAll(HEX_CANDIDATE)) {
    const hex = candidate.slice(2);
    if (hex === hex.toLowerCase() || hex === hex.toUpperCase())
      found.push({ address: candidate, index, kind: 'hex without checksum' });
    else if (hex === eip55(hex)) found.push({ address: candidate, index, kind: 'EIP-55' });
  }
  return found;
}

function decodes(decode: () => unknown): boolean {
  try {
    decode();
    return true;
  } catch {
    return false;
  }
}

/** XRP's base58check: the Bitcoin checksum (first 4 bytes of a double SHA-256) over another alphabet. */
function xrpChecksumHolds(candidate: string): boolean {
  let bytes: Uint8Array;
  try {
    bytes = base58xrp.decode(candidate);
  } catch {
    return false;
  }
  if (bytes.length < 5) return false;
  const payload = bytes.subarray(0, -4);
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  return checksum.every((byte, i) => byte === bytes[bytes.length - 4 + i]);
}

/** The EIP-55 spelling of 40 hex digits: a letter is upper case where the Keccak-256 of the lower-case address has a nibble ≥ 8. */
function eip55(hex: string): string {
  const lower = hex.toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(lower));
  return [...lower]
    .map((char, i) => (((hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0xf) >= 8 ? char.toUpperCase() : char))
    .join('');
}
