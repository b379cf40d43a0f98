/**
 * The e2e suite's lanes: Playwright runs one worker per lane, each against a site of its own, so two tests never
 * share a database, a settings option or a PHP log, and no spec has to know which others run beside it. Lane 1 is the
 * stack `npm test` started (`.stack/`, port 8888); lane N is a stack like it in `<stack folder>-laneN/` on port
 * + 8 + N (8898 for lane 2: clear of the minimum platform's + 2, the filter bench's + 4 and the scale stack's + 5 to
 * + 9), installed by the same `npm start`, with the same WordPress and WooCommerce (SHOP_WP_SUITE, SHOP_WC_VERSION).
 *
 * Why lanes, not workers on one site: the specs change the site's settings (consent texts, icon networks, filters,
 * theme options) and read the PHP logs for what their own requests wrote; on one site two workers would see each
 * other's. On 2 cores one worker kept the machine 47 % busy; two lanes ran the whole suite in 14 minutes, not 29.7.
 *
 * SHOP_E2E_LANES sets how many (default 2; 1 runs the suite on the one stack, as before).
 */
import { existsSync, writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import { PORT, STACK_DIR } from '../stack/index.mjs';
import { run } from './exec.mjs';
import { artifactsDir, repoRoot } from './paths.mjs';

/**
 * @typedef {Object} Lane
 * @property {string} url          The site.
 * @property {string} stackDir     Its stack's state folder (logs, docroot, pid files).
 * @property {string} storageState The admin's session for it.
 */

/** The most lanes: a worker per core on the 2-core machines CI runs on (a third would only wait for one). */
const MAX_LANES = 2;

/** @return {number} How many lanes the e2e suite runs in. */
export function laneCount() {
	const count = Number( process.env.SHOP_E2E_LANES || MAX_LANES );
	if ( ! Number.isInteger( count ) || count < 1 || count > MAX_LANES ) {
		throw new Error(
			`SHOP_E2E_LANES must be a whole number from 1 to ${ MAX_LANES }, got "${ process.env.SHOP_E2E_LANES }"`
		);
	}
	return count;
}

/**
 * @param {number} lane 1 for the stack this process works on, 2… for the others.
 * @return {{ stackDir: string, port: number }} Where that lane's stack lives.
 */
export function laneStack( lane ) {
	return lane === 1
		? { stackDir: STACK_DIR, port: PORT }
		: { stackDir: `${ STACK_DIR }-lane${ lane }`, port: PORT + 8 + lane };
}

/**
 * @param {number} lane
 * @return {Lane} The lane's site, folder and admin session file.
 */
function describeLane( lane ) {
	const { stackDir, port } = laneStack( lane );
	return {
		url: `http://127.0.0.1:${ port }`,
		stackDir,
		storageState: path.join(
			artifactsDir,
			'storage-states',
			lane === 1 ? 'admin.json' : `admin-lane${ lane }.json`
		),
	};
}

/**
 * `node tools/cli.mjs <command>` for a lane's stack (a process works on the stack it was started with).
 *
 * @param {string} command start or stop.
 * @param {number} lane
 * @return {Promise<number>} The exit code.
 */
function laneCli( command, lane ) {
	const { stackDir, port } = laneStack( lane );
	return run(
		process.execPath,
		[ path.join( repoRoot, 'tools/cli.mjs' ), command ],
		{
			cwd: repoRoot,
			quiet: true,
			env: {
				...process.env,
				SHOP_STACK_DIR: stackDir,
				SHOP_PORT: String( port ),
			},
		}
	);
}

/**
 * Starts the stacks of lanes 2… (installing them the first time: about 10 s each) and turns their self-test switch
 * on, as `npm test` does for its own stack.
 *
 * @return {Promise<Lane[]>} Every lane, the first one included.
 */
export async function startLanes() {
	const lanes = [ describeLane( 1 ) ];
	for ( let lane = 2; lane <= laneCount(); lane++ ) {
		const code = await laneCli( 'start', lane );
		if ( code !== 0 ) {
			throw new Error(
				`the e2e lane ${ lane } stack did not start (exit ${ code }): node tools/cli.mjs start with SHOP_STACK_DIR=${ laneStack( lane ).stackDir } says why`
			);
		}
		const described = describeLane( lane );
		writeFileSync( path.join( described.stackDir, 'selftest.on' ), '' );
		lanes.push( described );
	}
	return lanes;
}

/** Turns the self-test switch of lanes 2… off again. */
export function endLanes() {
	for ( let lane = 2; lane <= MAX_LANES; lane++ ) {
		rmSync( path.join( laneStack( lane ).stackDir, 'selftest.on' ), {
			force: true,
		} );
	}
}

/**
 * Stops the stacks of lanes 2… that were ever installed (`npm stop` stops them with the stack they belong to).
 *
 * @return {Promise<void>}
 */
export async function stopLanes() {
	for ( let lane = 2; lane <= MAX_LANES; lane++ ) {
		if (
			existsSync( path.join( laneStack( lane ).stackDir, 'stack.json' ) )
		) {
			const code = await laneCli( 'stop', lane );
			console.log(
				code === 0
					? `Stopped the e2e lane ${ lane } stack.`
					: `The e2e lane ${ lane } stack did not stop (exit ${ code }).`
			);
		}
	}
}
