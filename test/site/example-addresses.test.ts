import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { buildFixture, repoRoot } from '../helpers/build-fixture.js';
import { acceptedAddresses } from '../helpers/wallet-addresses.js';

/** Where an accepted address sits, as `file:line address (kind)`. */
function locate(file: string, text: string): string[] {
  return acceptedAddresses(text).map(({ address, index, kind }) => {
    const line = text.slice(0, index).split('\n').length;
    return `${file}:${line} ${address} (${kind})`;
  });
}

function textFilesUnder(dir: string): string[] {
  return fs
    .readdirSync(path.join(repoRoot, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(md|mdx|tsx?|jsx?|ya?ml|json|css|html|txt)$/.test(file))
    .map((file) => path.join(dir, file));
}

describe('the wallet-address detector', () => {
  const accepted = (text: string) => acceptedAddresses(text).map((a) => `${a.address} ${a.kind}`);

  it('finds real addresses of every kind, inside YAML, JSON and code', () => {
    assert.deepEqual(accepted('refundAddress: bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh'), [
      'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh bech32',
    ]);
    assert.deepEqual(accepted('"to": "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0",'), [
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0 bech32m',
    ]);
    assert.deepEqual(accepted("settleAddress: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'"), [
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa base58check',
    ]);
    assert.deepEqual(accepted('pay 3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy now'), [
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy base58check',
    ]);
    assert.deepEqual(accepted('<code>TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t</code>'), [
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t base58check',
    ]);
    assert.deepEqual(accepted('address=rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh'), [
      'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh base58check (XRP alphabet)',
    ]);
    assert.deepEqual(accepted("to: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'"), [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed EIP-55',
    ]);
    assert.deepEqual(accepted('"0xdac17f958d2ee523a2206206994597c13d831ec7"'), [
      '0xdac17f958d2ee523a2206206994597c13d831ec7 hex without checksum',
    ]);
  });

  it('passes placeholders, broken checksums, hashes and ids', () => {
    const harmless = [
      'USER_BITCOIN_ADDRESS',
      'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlj', // last character changed
      'bc1q4m8v3k9x2d7f6h0j5n1p8r3t6w9y2c4e7g0a5', // the old invented deposit address: not bech32 at all
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb',
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u',
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', // wrong case in the last letter
      '0x9c2e4a6b8d0f1e3c5a7b9d1f3e5c7a9b1d3f5e7c9a1b3d5f7e9c1a3b5d7f9e1c', // a transaction hash
      'a7c1d0e5b93f42f8e6d1 f4b1c8e2-6a3d-4f0b-9c57-2e8d1a6b3f90 YOUR_ACCOUNT_ID 0x…',
    ];
    assert.deepEqual(accepted(harmless.join('\n')), []);
  });
});

describe('example addresses of the SideShift site', () => {
  it('are placeholders no wallet accepts, in the content, the specs and the config', () => {
    const files = [...textFilesUnder('content'), ...textFilesUnder('openapi'), 'site.config.ts'];
    assert.ok(files.includes(path.join('openapi', 'v2.yaml')) && files.length > 20, `scanned ${files.length} files`);
    const found = files.flatMap((file) => locate(file, fs.readFileSync(path.join(repoRoot, file), 'utf8')));
    assert.deepEqual(found, []);
  });

  it('are placeholders in everything the build writes: pages, request samples, Markdown copies, all-docs.txt, the search index', async () => {
    const built = await buildFixture(repoRoot);
    assert.deepEqual(built.errors, []);
    const outputs = [...built.result!.files.keys()].filter((file) => /\.(html|md|txt|json|xml|ya?ml)$/.test(file));
    assert.ok(
      outputs.includes('all-docs.txt') && outputs.includes('endpoints/v2/createvariableshift.md'),
      'the build wrote the files scanned',
    );
    const found = outputs.flatMap((file) => locate(file, built.text(file)!));
    assert.deepEqual(found, []);
  });
});
