'use client';
import { useId, useState } from 'react';

export interface CommissionExplorerProps {
  /** What the user receives for one unit when the commission is 0 %. */
  zeroCommissionAmount: number;
  /** Unit of the amount received, e.g. "USDT". */
  unit: string;
  /** The commission the explorer starts at, as a fraction. @default 0.005 */
  initialRate?: number;
  /** The commission sideshift.ai itself applies, as a fraction. @default 0.005 */
  siteRate?: number;
}

const MAX_RATE = 0.02;
const STEP = 0.001;

/** "1.2 %" from 0.012, without float noise. */
function percent(fraction: number): string {
  return `${Number((fraction * 100).toFixed(2))} %`;
}

/**
 * A slider over the commission rates an integrator may set (0–2 %), showing what the user receives at
 * the chosen rate, how that compares with sideshift.ai, and the `commissionRate` value to send. Runs in
 * the browser: its module starts with 'use client'.
 */
export default function CommissionExplorer({ zeroCommissionAmount, unit, initialRate = 0.005, siteRate = 0.005 }: CommissionExplorerProps) {
  const [rate, setRate] = useState(initialRate);
  const id = useId();
  const received = zeroCommissionAmount * (1 - rate);
  const difference = rate - siteRate;
  const comparison =
    Math.abs(difference) < 1e-9 ? 'the same as on sideshift.ai' : `${percent(Math.abs(difference))} ${difference < 0 ? 'better' : 'worse'} than on sideshift.ai`;
  return (
    <figure className="commission-explorer">
      <label htmlFor={`${id}-rate`}>
        Commission rate: <strong>{percent(rate)}</strong>
      </label>
      <input
        id={`${id}-rate`}
        type="range"
        min={0}
        max={MAX_RATE}
        step={STEP}
        value={rate}
        onChange={(event) => setRate(Number(event.target.value))}
        style={{ display: 'block', width: '100%', maxWidth: '24rem', accentColor: 'var(--color-primary)' }}
      />
      <p aria-live="polite">
        The user receives <output htmlFor={`${id}-rate`}>{`${received.toFixed(3)} ${unit}`}</output>, {comparison}. Send{' '}
        <code>{`"commissionRate": "${Number(rate.toFixed(3))}"`}</code> on the pair call and the quote (a fixed
        shift takes it from its quote), or on the pair call and a variable shift.
      </p>
    </figure>
  );
}
