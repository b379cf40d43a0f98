/**
 * Reading Varnish's view of the web nodes from `varnishstat -1 -f 'VBE.*.happy'`.
 */

/**
 * Each backend's `happy` counter is the history of its health probes, newest in the lowest bit; a node counts as
 * healthy while at least 2 of its last 3 probes passed, as deploy/varnish/shop.vcl's probe (.window 3, .threshold 2)
 * decides. The counter has 64 bits, more than a JavaScript number holds exactly, so it is read as a BigInt.
 *
 * @param {string} stdout Lines like "VBE.boot.web_a.happy  18446744073709551615  .  Happy health probes".
 * @return {Record<string, boolean>} Node id (a, b) → healthy.
 */
export function nodeHealthFromStats( stdout ) {
	/** @type {Record<string, boolean>} */
	const health = {};
	for ( const [ , id, bits ] of stdout.matchAll(
		/^VBE\.\S*\.web_([ab])\.happy\s+(\d+)/gm
	) ) {
		const lastThree = BigInt( bits ).toString( 2 ).slice( -3 );
		health[ id ] = lastThree.replaceAll( '0', '' ).length >= 2;
	}
	return health;
}
