/**
 * The host name of a Mastodon server as a visitor types it ("mastodon.social", "@me@fosstodon.org",
 * "https://hachyderm.io/home"), lower-cased; null when it is not a plausible host name.
 *
 * @param input What the visitor typed.
 */
export function instanceHost( input: string ): string | null {
	const host = input
		.trim()
		.toLowerCase()
		.replace( /^[a-z]+:\/\//, '' )
		.replace( /^@?[^@/]*@/, '' )
		.split( /[/?#]/ )[ 0 ];
	return /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(
		host
	)
		? host
		: null;
}

/**
 * Mastodon's own share page on the visitor's server: `https://<host>/share?text=<title> <url>`.
 *
 * @param host  The server's host name, from instanceHost().
 * @param title What is shared: its title.
 * @param url   And its address.
 */
export function mastodonShareUrl(
	host: string,
	title: string,
	url: string
): string {
	return `https://${ host }/share?text=${ encodeURIComponent( `${ title } ${ url }`.trim() ) }`;
}

/**
 * The title and address a Mastodon link of the first slice carries (`https://mastodonshare.com/?text=…&url=…`).
 *
 * @param href The link's address.
 */
export function sharedByLink( href: string ): { title: string; url: string } {
	const query = new URL( href ).searchParams;
	return { title: query.get( 'text' ) ?? '', url: query.get( 'url' ) ?? '' };
}
