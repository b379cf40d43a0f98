/**
 * Runs a callback once the document is parsed (at once when it already is).
 *
 * @param doc      The document.
 * @param callback What to run.
 */
export function domReady( doc: Document, callback: () => void ): void {
	if ( doc.readyState === 'loading' ) {
		doc.addEventListener( 'DOMContentLoaded', callback, { once: true } );
	} else {
		callback();
	}
}
