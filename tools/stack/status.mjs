/**
 * `status`: each service running or stopped, the URL and what answers there, and the installed versions.
 */

/**
 * Internal dependencies
 */
import { SITE_URL } from './config.mjs';
import { serviceStates } from './processes.mjs';
import { frontPageStatus } from './running.mjs';
import { readStackFacts, versionLine } from './stack-facts.mjs';

/**
 * @return {Promise<boolean>} Whether everything is running.
 */
export async function printStatus() {
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
