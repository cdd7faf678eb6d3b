import * as React from 'react';

export interface CommissionTableProps {
  /** What the user receives for one unit when the commission is 0 %. */
  zeroCommissionAmount: number;
  /** Commission rates to show, as fractions (0.005 is 0.5 %). */
  rates: number[];
  /** Unit of the amount received, e.g. "USDT". */
  unit: string;
  /** The commission sideshift.ai itself applies, as a fraction. @default 0.005 */
  siteRate?: number;
}

/** "0.5 %" from 0.005, without float noise. */
function percent(fraction: number): string {
  return `${Number((fraction * 100).toFixed(2))} %`;
}

function comparison(rate: number, siteRate: number): string {
  const difference = rate - siteRate;
  if (Math.abs(difference) < 1e-9) return 'the same as sideshift.ai';
  return `${percent(Math.abs(difference))} ${difference < 0 ? 'better' : 'worse'} than sideshift.ai`;
}

/**
 * A table of what a user receives at each commission rate. Computed at build time from the amount at
 * 0 %, so a post can show a worked example without copying numbers by hand.
 */
export default function CommissionTable({ zeroCommissionAmount, rates, unit, siteRate = 0.005 }: CommissionTableProps) {
  return (
    <div className="table-wrapper">
      <table>
        <thead>
          <tr>
            <th>commissionRate</th>
            <th>User receives</th>
            <th>Compared with the main site</th>
          </tr>
        </thead>
        <tbody>
          {rates.map((rate) => (
            <tr key={rate}>
              <td>{percent(rate)}</td>
              <td>{`${(zeroCommissionAmount * (1 - rate)).toFixed(3)} ${unit}`}</td>
              <td>{comparison(rate, siteRate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
