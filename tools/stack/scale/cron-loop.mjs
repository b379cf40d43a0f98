/**
 * The scale stack's cron, a process of its own (tools/stack/scale/cron.mjs starts it with the stack): runs
 * deploy/cron/shop-cron.sh in node A's docroot at once, then every SHOP_CRON_INTERVAL seconds, as a host's system
 * cron runs it every minute on one node. Its output goes to logs/cron.log; each run is summed up in
 * run/cron-last.json ({ runs, started, finished, code }) for tests and `npm run status`.
 *
 * Usage: node cron-loop.mjs <docroot> <seconds> <shop-cron.sh> <cron-last.json>
 */

/**
 * External dependencies
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const [ docroot, seconds, script, lastRunFile ] = process.argv.slice( 2 );
const intervalMs = Number( seconds ) * 1000;

/**
 * @return {Promise<number>} The script's exit code.
 */
function runScript() {
	return new Promise( ( resolve ) => {
		const child = spawn( 'sh', [ script, docroot ], {
			stdio: [ 'ignore', 'inherit', 'inherit' ],
		} );
		child.once( 'error', () => resolve( 127 ) );
		child.once( 'close', ( code ) => resolve( code ?? 1 ) );
	} );
}

for ( let runs = 1; ; runs++ ) {
	const started = new Date();
	const code = await runScript();
	const finished = new Date();
	const tookMs = finished.getTime() - started.getTime();
	console.log(
		`${ finished.toISOString() } run ${ runs }: exit ${ code } in ${ tookMs } ms`
	);
	fs.writeFileSync(
		lastRunFile,
		`${ JSON.stringify( { runs, started, finished, code } ) }\n`
	);
	await new Promise( ( resolve ) =>
		setTimeout( resolve, Math.max( 0, intervalMs - tookMs ) )
	);
}
