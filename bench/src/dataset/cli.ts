import { parseArgs } from 'node:util';
import { generateDataset } from './generate';

/**
 * `npm run dataset -w @labwise/bench -- --scale 0.02 [--keep]`: generates the benchmark dataset
 * on its own, prints the row counts and the time taken, and drops the database unless --keep.
 */
const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' }, keep: { type: 'boolean', default: false } } });
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const scale = Number(values.scale);
console.log(`Generating the dataset at scale ${scale}…`);
const dataset = await generateDataset({ adminUrl, scale, log: console.log });
console.log(`Generated in ${dataset.seconds.toFixed(1)} s:`);
for (const [table, n] of Object.entries(dataset.counts)) console.log(`  ${table.padEnd(16)} ${n.toLocaleString('en-US')}`);
if (values.keep) {
  dataset.keep();
  console.log(`Kept: ${dataset.url}`);
} else {
  await dataset.drop();
  console.log('Dropped.');
}
