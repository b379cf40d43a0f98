/**
 * The contact form `#vscf` is reset on load (spec), so values a browser restores on back/forward or a reload are not
 * sent again by mistake. Browsers restore the values after the deferred scripts have run, and a page from the
 * back/forward cache does not load again: `pageshow` comes after both.
 *
 * @param doc The document.
 */
export function initFormReset( doc: Document ): void {
	const reset = () => {
		const form = doc.getElementById( 'vscf' );
		if ( form instanceof HTMLFormElement ) {
			form.reset();
		}
	};
	reset();
	doc.defaultView?.addEventListener( 'pageshow', reset );
}
