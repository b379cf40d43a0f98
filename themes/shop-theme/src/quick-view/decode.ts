/**
 * Text of a Store API string that may hold HTML entities (`&#8211;`, `&amp;`): parsed as an inert document, so no
 * markup in it can run.
 *
 * @param html The string.
 */
export const decode = ( html: string ): string =>
	new DOMParser().parseFromString( html, 'text/html' ).body.textContent ?? '';
