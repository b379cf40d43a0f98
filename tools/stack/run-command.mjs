/**
 * Running other programs: one place that collects output and turns a failure into a readable error.
 */

/**
 * External dependencies
 */
import { spawn } from 'node:child_process';

/**
 * Internal dependencies
 */
import { StackError } from './stack-error.mjs';

/**
 * @typedef {Object} RunOptions
 * @property {string}                 [cwd]          Working folder.
 * @property {Record<string, string>} [env]          Added to (not replacing) the current environment.
 * @property {string}                 [input]        Written to the program's standard input.
 * @property {boolean}                [inherit]      Show the program's output on our terminal instead of collecting it.
 * @property {boolean}                [allowFailure] Resolve with the exit code instead of throwing.
 */

/**
 * @typedef {Object} RunResult
 * @property {number} code   Exit status.
 * @property {string} stdout Standard output ('' when inherited).
 * @property {string} stderr Standard error ('' when inherited).
 */

/**
 * Runs a program to completion.
 *
 * @param {string}     command
 * @param {string[]}   args
 * @param {RunOptions} [options]
 * @return {Promise<RunResult>} Exit code and collected output.
 */
export function run( command, args, options = {} ) {
	const { cwd, env, input, inherit = false, allowFailure = false } = options;
	return new Promise( ( resolve, reject ) => {
		const child = spawn( command, args, {
			cwd,
			env: { ...process.env, ...env },
			stdio: [
				input === undefined ? 'ignore' : 'pipe',
				inherit ? 'inherit' : 'pipe',
				inherit ? 'inherit' : 'pipe',
			],
		} );
		let stdout = '';
		let stderr = '';
		child.stdout?.on( 'data', ( chunk ) => ( stdout += chunk ) );
		child.stderr?.on( 'data', ( chunk ) => ( stderr += chunk ) );
		if ( input !== undefined ) {
			child.stdin?.end( input );
		}
		child.on( 'error', ( error ) =>
			reject(
				new StackError(
					`could not run ${ command }: ${ error.message }`
				)
			)
		);
		child.on( 'close', ( code ) => {
			const result = { code: code ?? 1, stdout, stderr };
			if ( result.code !== 0 && ! allowFailure ) {
				const output = ( stderr || stdout )
					.trim()
					.split( '\n' )
					.slice( -15 )
					.join( '\n' );
				reject(
					new StackError(
						`${ command } ${ args.join( ' ' ) } failed (exit ${ result.code })\n${ output }`
					)
				);
				return;
			}
			resolve( result );
		} );
	} );
}

/**
 * @param {string} command
 * @return {Promise<boolean>} Whether the program can be found on PATH (or at that absolute path).
 */
export async function commandExists( command ) {
	const { code } = await run(
		'sh',
		[ '-c', 'command -v "$0" >/dev/null 2>&1', command ],
		{ allowFailure: true }
	);
	return code === 0;
}
