// Streams rows into PostgreSQL tables with COPY (pg-copy-streams), one
// connection per table so the server ingests them in parallel while the
// generator keeps producing. Rows are arrays in the table's column order.
import pg from 'pg';
import copyStreams from 'pg-copy-streams';

const FLUSH_AT = 256 * 1024;

/** COPY's text format: `\N` for null, `{…}` for arrays, and \, tab and newlines escaped. */
function field(value) {
  if (value === null || value === undefined) return '\\N';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (Array.isArray(value))
    return escapeText(
      `{${value.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}`,
    );
  return escapeText(String(value));
}

const escapes = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const escapeText = (text) => text.replace(/[\\\t\n\r]/g, (c) => escapes[c]);

async function openTableCopy(url, table, columns) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // The generator builds valid rows by construction (and generate.mjs checks
  // the ledger afterwards); skipping the per-row foreign-key triggers makes
  // the load several times faster. CHECK, UNIQUE and PRIMARY KEY still apply.
  await client.query('set session_replication_role = replica');
  const quoted = columns.map((c) => `"${c}"`).join(', ');
  const stream = client.query(copyStreams.from(`copy "${table}" (${quoted}) from stdin`));
  let failure;
  stream.on('error', (error) => (failure ??= error));
  let buffer = '';
  let rows = 0;

  const flush = async () => {
    if (failure) throw new Error(`COPY into ${table} failed: ${failure.message}`);
    if (!buffer) return;
    const chunk = buffer;
    buffer = '';
    if (!stream.write(chunk)) await new Promise((resolve) => stream.once('drain', resolve));
  };

  return {
    table,
    get rows() {
      return rows;
    },
    add(row) {
      buffer += `${row.map(field).join('\t')}\n`;
      rows++;
    },
    /** Hands the buffer to the server once it is large; waits when the server is behind. */
    async maybeFlush() {
      if (buffer.length >= FLUSH_AT || failure) await flush();
    },
    async finish() {
      await flush();
      await new Promise((resolve, reject) => {
        stream.once('finish', resolve);
        stream.once('error', reject);
        stream.end();
      });
      await client.end();
    },
  };
}

/** One COPY per table: `tables` is { name: [columns] }; answers { name: writer }. */
export async function openCopyWriters(url, tables) {
  const entries = await Promise.all(
    Object.entries(tables).map(async ([table, columns]) => [
      table,
      await openTableCopy(url, table, columns),
    ]),
  );
  return Object.fromEntries(entries);
}
