/**
 * An error the user can act on: printed as its message alone, without a stack trace.
 */
export class StackError extends Error {
	/**
	 * @param {string} message  What went wrong and, where we know it, what to do about it.
	 * @param {number} exitCode Exit status for the command line.
	 */
	constructor( message, exitCode = 1 ) {
		super( message );
		this.name = 'StackError';
		this.exitCode = exitCode;
	}
}
