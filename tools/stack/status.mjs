/**
 * `status`: each service running or stopped, the URL and what answers there, and the installed versions.
 */

/**
 * Internal dependencies
 */
import { SCALE, SITE_URL } from './config.mjs';
import { serviceStates } from './processes.mjs';
import { frontPageStatus } from './running.mjs';
import { readStackFacts, versionLine } from './stack-facts.mjs';
import { scaleStackRunning } from './scale/control.mjs';
import { printScaleStatus } from './scale/status.mjs';

/**
 * The stack this process works on; after the single stack, the checkout's scale stack too while it runs.
 *
 * @return {Promise<boolean>} Whether everything is running (of either stack, when both were shown).
 */
export async function printStatus() {
	if ( SCALE ) {
		return printScaleStatus();
	}
	const single = await printSingleStatus();
	if ( process.env.SHOP_STACK_DIR || ! scaleStackRunning() ) {
		return single;
	}
	console.log( '' );
	return ( await printScaleStatus() ) || single;
}

/**
 * @return {Promise<boolean>} Whether every service runs and the site answers.
 */
async function printSingleStatus() {
	const services = serviceStates();
	for ( const { name, pid } of services ) {
		console.log(
			`${ name.padEnd( 8 ) } ${ pid ? `running (pid ${ pid })` : 'stopped' }`
		);
	}
	const http = services.some( ( { pid } ) => pid )
		? await frontPageStatus()
		: null;
	console.log(
		`${ 'site'.padEnd( 8 ) } ${ SITE_URL }/ ${ http ? `answers HTTP ${ http }` : 'does not answer' }`
	);
	const facts = readStackFacts();
	console.log(
		facts ? versionLine( facts ) : 'not installed yet: run `npm start`'
	);
	if ( facts ) {
		console.log(
			`admin    ${ SITE_URL }/wp-admin/ as ${ facts.admin.user } / ${ facts.admin.password }`
		);
	}
	return services.every( ( { pid } ) => pid ) && http !== null && http < 500;
}
