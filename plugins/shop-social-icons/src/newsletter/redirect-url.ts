/**
 * The spec's rule for the answer's redirection_url: trimmed, followed only when non-empty, `http://` added when
 * it has no scheme. On top of the spec, only http(s) is ever followed: a `javascript:` or `data:` address from a
 * misconfigured setting must not run in the shop's origin.
 */

/** A scheme before the first colon; a colon followed by a digit is a port (`shop.example:8080`), not a scheme. */
const SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/**
 * The address to go to, or null when there is none to follow.
 *
 * @param raw The answer's redirection_url, as sent.
 */
export function normalizeRedirect( raw: unknown ): string | null {
	if ( typeof raw !== 'string' ) {
		return null;
	}
	const trimmed = raw.trim();
	if ( trimmed === '' ) {
		return null;
	}
	let candidate = trimmed;
	if ( trimmed.startsWith( '//' ) ) {
		candidate = `http:${ trimmed }`;
	} else if ( ! SCHEME.test( trimmed ) ) {
		candidate = `http://${ trimmed }`;
	}
	let url: URL;
	try {
		url = new URL( candidate );
	} catch {
		return null;
	}
	return url.protocol === 'http:' || url.protocol === 'https:'
		? url.href
		: null;
}
