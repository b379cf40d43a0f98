/**
 * The subscribe endpoint's answer (`{status, message_text, redirection_url}`), read into one shape.
 */
export interface SignupAnswer {
	status: 'SUCCESS' | 'ERROR';
	message: string;
	/** redirection_url as sent ('' for none). */
	redirect: string;
}
