/**
 * Internal dependencies
 */
import type { SignupAnswer } from './types';

/**
 * The sign-up answer in a response body, or null when the body is none (an HTML error page, a proxy's answer):
 * then the form reports a failure. The endpoint answers ERROR with a 4xx too, so the HTTP status is not read; a
 * refusal by WordPress's own argument checks (`{code, message}`) is an ERROR with its message.
 *
 * @param body The parsed JSON body.
 */
export function readAnswer( body: unknown ): SignupAnswer | null {
	if ( typeof body !== 'object' || body === null ) {
		return null;
	}
	const fields = body as Record< string, unknown >;
	const status = fields.status;
	if (
		( status === 'SUCCESS' || status === 'ERROR' ) &&
		typeof fields.message_text === 'string'
	) {
		return {
			status,
			message: fields.message_text,
			redirect:
				typeof fields.redirection_url === 'string'
					? fields.redirection_url
					: '',
		};
	}
	if (
		typeof fields.code === 'string' &&
		typeof fields.message === 'string'
	) {
		return { status: 'ERROR', message: fields.message, redirect: '' };
	}
	return null;
}
