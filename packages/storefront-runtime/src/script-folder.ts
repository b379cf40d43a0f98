/**
 * The folder a classic script was loaded from, read while the browser runs it: webpack loads the script's chunks from
 * there (index.ts), so their address follows the script's wherever the page took it from (a site in a folder, a CDN).
 *
 * @param doc The page, while it runs the script.
 * @param id  The script's `id`, where `document.currentScript` is not set (a script run by another one).
 * @return The folder's address, ending in `/`; null when the script is not found.
 */
export function scriptFolder( doc: Document, id: string ): string | null {
	const script = ( doc.currentScript ??
		doc.getElementById( id ) ) as HTMLScriptElement | null;
	return script?.src ? new URL( './', script.src ).href : null;
}
