#!/usr/bin/env node
/**
 * Entry point: `node tools/cli.mjs <command>`. The stack commands live in tools/stack/; test, lint, bench and zip
 * are separate tools, loaded only when asked for so a half-written one never breaks the others.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const TOOLS_DIR = path.dirname( fileURLToPath( import.meta.url ) );

/** @type {Record<string, string>} Command → module (relative to tools/) whose default export or main() runs it. */
const DELEGATED = {
	test: 'test/run.mjs',
	ci: 'test/ci.mjs',
	lint: 'lint.mjs',
	bench: 'bench/run.mjs',
	'bench-filter': 'bench/filter.mjs',
	zip: 'zip.mjs',
};

/** @type {Record<string, (args: string[]) => Promise<number|void>>} */
const STACK_COMMANDS = {
	start: async () => {
		await ( await stack() ).startStack();
	},
	stop: async () => {
		const api = await stack();
		await api.stopStack();
		if ( ! api.SCALE ) {
			// The e2e suite's other lanes belong to this stack (tools/test/e2e-lanes.mjs).
			await ( await import( './test/e2e-lanes.mjs' ) ).stopLanes();
		}
		// A plain `npm stop` also stops the checkout's scale stack, so nothing of either is left running.
		if (
			! api.SCALE &&
			! process.env.SHOP_STACK_DIR &&
			api.scaleStackRunning()
		) {
			await api.stopScaleStack();
		}
	},
	status: async () => ( ( await ( await stack() ).printStatus() ) ? 0 : 3 ),
	reset: async () => {
		await ( await stack() ).resetStack();
	},
	logs: async ( args ) => {
		const count = args
			.map( ( arg ) => arg.match( /^(?:-n|--lines=)(\d+)$/ )?.[ 1 ] )
			.find( Boolean );
		await (
			await stack()
		).printLogs( {
			follow: args.includes( '-f' ) || args.includes( '--follow' ),
			lines: count === undefined ? 30 : Number( count ),
		} );
	},
	node: ( args ) => scalePiece( 'node', args ),
	part: ( args ) => scalePiece( 'part', args ),
};

const USAGE = `usage: node tools/cli.mjs <command>

  start    install (first time) and start WordPress + WooCommerce on ${ process.env.SHOP_PORT ? `port ${ process.env.SHOP_PORT }` : 'http://127.0.0.1:8888' }
           --scale (or SHOP_SCALE=1): the scale-out stack instead (Varnish, two web nodes, Redis, cron), in .stack-scale/
  stop     stop the stack and its e2e lanes (data is kept); with no flag, a running scale stack too
  status   show each service, the URL and the versions; a running scale stack's parts too
  node     node <start|stop|status> <a|b>: one web node of the scale stack (npm run scale-node -- stop a)
  part     part <start|stop|status> <redis|mariadb|varnish|cron>: one shared part of the scale stack
  reset    stop, delete .stack/ and start afresh
  logs     show the stack's logs (-f to follow, -n50 for more lines)
  test     run the tests          lint   run the linters
  bench    run the benchmarks     zip    build the plugin and theme zips
  bench-filter  the product filter's benchmark at 1,000-50,000 products (npm run bench:filter)
  ci       npm test, then php + e2e on the minimum platform (what .ci/run does)`;

const stack = () => import( './stack/index.mjs' );

/** Commands that only ever mean the scale stack. */
const SCALE_COMMANDS = [ 'node', 'part' ];

/**
 * `node <stop|start|status> <a|b>` and `part <stop|start|status> <redis|mariadb|varnish|cron>`: one piece of the
 * scale stack taken away, brought back (waiting until it answers) or asked about.
 *
 * @param {'node'|'part'} kind
 * @param {string[]}      args
 * @return {Promise<number>} Exit code (status: 0 running, 3 stopped).
 */
async function scalePiece( kind, [ action, name ] ) {
	const api = await stack();
	const piece =
		kind === 'node'
			? {
					stop: api.stopNode,
					start: api.startNode,
					running: api.nodeRunning,
				}
			: {
					stop: api.stopPart,
					start: api.startPart,
					running: api.partRunning,
				};
	const label = `${ kind === 'node' ? 'node' : "the scale stack's" } ${ name }`;
	const names = kind === 'node' ? 'a|b' : api.PART_NAMES.join( '|' );
	if ( ! name || ! [ 'stop', 'start', 'status' ].includes( action ) ) {
		console.log(
			`usage: node tools/cli.mjs ${ kind } <start|stop|status> <${ names }>`
		);
		return 1;
	}
	if ( action === 'stop' ) {
		const was = await piece.stop( /** @type {any} */ ( name ) );
		console.log(
			was ? `Stopped ${ label }.` : `${ label } was not running.`
		);
		return 0;
	}
	if ( action === 'start' ) {
		await piece.start( /** @type {any} */ ( name ) );
		console.log( `${ label } is running.` );
		return 0;
	}
	const running = piece.running( /** @type {any} */ ( name ) );
	console.log( `${ label }: ${ running ? 'running' : 'stopped' }` );
	return running ? 0 : 3;
}

/**
 * @param {string[]} argv
 * @return {Promise<number>} Exit code.
 */
async function main( [ command, ...flagged ] ) {
	// Read before tools/stack is first imported: its config.mjs picks the stack then.
	if ( flagged.includes( '--scale' ) || SCALE_COMMANDS.includes( command ) ) {
		process.env.SHOP_SCALE = '1';
	}
	const args = flagged.filter( ( arg ) => arg !== '--scale' );
	if ( command && command in STACK_COMMANDS ) {
		return ( await STACK_COMMANDS[ command ]( args ) ) ?? 0;
	}
	if ( command && command in DELEGATED ) {
		return delegate( DELEGATED[ command ], args );
	}
	console.log( USAGE );
	return command && ! [ 'help', '-h', '--help' ].includes( command ) ? 1 : 0;
}

/**
 * @param {string}   relative Module below tools/.
 * @param {string[]} args
 * @return {Promise<number>} Exit code.
 */
async function delegate( relative, args ) {
	const file = path.join( TOOLS_DIR, relative );
	if ( ! fs.existsSync( file ) ) {
		console.error(
			`tools/${ relative } does not exist yet, so this command is not available.`
		);
		return 1;
	}
	const module = await import( pathToFileURL( file ).href );
	const run = module.default ?? module.main;
	if ( typeof run !== 'function' ) {
		// A script that does its work when imported needs nothing more.
		return 0;
	}
	const code = await run( args );
	return typeof code === 'number' ? code : 0;
}

main( process.argv.slice( 2 ) ).then(
	( code ) => {
		process.exitCode = code;
	},
	( error ) => {
		const known = error?.name === 'StackError';
		console.error( known ? `error: ${ error.message }` : error );
		process.exitCode = known ? error.exitCode : 1;
	}
);
