/**
 * Resolves once the stylesheet with this id has loaded (or failed), at once when it has or is not in the page:
 * an injected `<link>` does not hold back the scripts after it, and a dialog drawn before its styles would flash.
 *
 * @param doc The page.
 * @param id  The `<link>`'s id (`<handle>-css`).
 */
export function stylesheetReady( doc: Document, id: string ): Promise< void > {
	const link = doc.getElementById( id );
	if ( ! ( link instanceof HTMLLinkElement ) || link.sheet ) {
		return Promise.resolve();
	}
	return new Promise( ( resolve ) => {
		link.addEventListener( 'load', () => resolve(), { once: true } );
		link.addEventListener( 'error', () => resolve(), { once: true } );
	} );
}
