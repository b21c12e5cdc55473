// Runs s3rver in a process of its own for the tests (see s3-test-server.ts).
// Its ListObjectsV2 continuation tokens use DES, which needs Node's
// --openssl-legacy-provider; that flag is given to this process only.
import process from 'node:process';
import S3rver from 's3rver';

const [directory, bucket, port] = process.argv.slice(2);
const server = new S3rver({ address: '127.0.0.1', port: Number(port), silent: true, directory, configureBuckets: [{ name: bucket }] });
const address = await server.run();
process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
process.on('SIGTERM', () => process.exit(0));
