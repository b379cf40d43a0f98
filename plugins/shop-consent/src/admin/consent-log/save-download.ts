/**
 * The file name a response asks for (Content-Disposition: attachment; filename="…").
 *
 * @param response The response.
 * @param fallback Name when the header has none.
 */
export function downloadName( response: Response, fallback: string ): string {
	const header = response.headers.get( 'Content-Disposition' ) ?? '';
	const match = /filename="([^"]+)"/.exec( header );
	return match ? match[ 1 ] : fallback;
}

/**
 * Hands a response's body to the browser as a file download. The request went through api-fetch (REST nonce,
 * error messages); the browser then saves the body under the name the server gave.
 *
 * @param response A successful response.
 * @param fallback File name when the response names none.
 */
export async function saveDownload(
	response: Response,
	fallback: string
): Promise< void > {
	const url = URL.createObjectURL( await response.blob() );
	const link = document.createElement( 'a' );
	link.href = url;
	link.download = downloadName( response, fallback );
	document.body.append( link );
	link.click();
	link.remove();
	// Revoked on the next task: the click has started the download by then.
	setTimeout( () => URL.revokeObjectURL( url ), 0 );
}
