/**
 * Runs a command with its output streamed to ours, resolving to its exit code.
 */
import { spawn } from 'node:child_process';

/**
 * @param {string}                                                   command
 * @param {string[]}                                                 args
 * @param {{cwd?: string, env?: NodeJS.ProcessEnv, quiet?: boolean}} [options] `quiet` keeps stdout to itself.
 * @return {Promise<number>} The exit code (1 when the command could not start).
 */
export function run( command, args, options = {} ) {
	return new Promise( ( resolve ) => {
		const child = spawn( command, args, {
			stdio: options.quiet
				? [ 'ignore', 'ignore', 'inherit' ]
				: 'inherit',
			cwd: options.cwd,
			env: options.env ?? process.env,
		} );
		child.on( 'error', ( error ) => {
			console.error( `Could not run ${ command }: ${ error.message }` );
			resolve( 1 );
		} );
		child.on( 'close', ( code ) => resolve( code ?? 1 ) );
	} );
}
