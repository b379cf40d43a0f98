/**
 * Is the stack up? Every service alive by its PID file, and the site answering over HTTP.
 */

/**
 * Internal dependencies
 */
import { SITE_URL } from './config.mjs';
import { serviceStates } from './processes.mjs';

/**
 * @return {Promise<boolean>} Whether every service runs and the site answers.
 */
export async function isRunning() {
	return (
		serviceStates().every( ( { pid } ) => pid !== null ) &&
		( await siteAnswers() )
	);
}

/**
 * @return {Promise<number|null>} HTTP status of the front page, null if nothing answered.
 */
export async function frontPageStatus() {
	try {
		const response = await fetch( `${ SITE_URL }/`, {
			redirect: 'manual',
			signal: AbortSignal.timeout( 10000 ),
		} );
		await response.arrayBuffer();
		return response.status;
	} catch {
		return null;
	}
}

/**
 * @return {Promise<boolean>} Whether the site answers without a server error.
 */
async function siteAnswers() {
	const status = await frontPageStatus();
	return status !== null && status < 500;
}
