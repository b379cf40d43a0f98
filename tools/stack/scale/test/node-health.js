/**
 * Varnish's view of the nodes: healthy while 2 of the last 3 probes passed, read from a 64-bit probe history.
 */
import { nodeHealthFromStats } from '../node-health.mjs';

const stats = ( a, b ) =>
	`VBE.boot.web_a.happy   ${ a }   .   Happy health probes\nVBE.boot.web_b.happy   ${ b }   .   Happy health probes\n`;

describe( 'nodeHealthFromStats', () => {
	it.each( [
		[ 'every probe passed (all 64 bits)', '18446744073709551615', true ],
		[
			'the last probe failed, the two before passed',
			'18446744073709551614',
			true,
		],
		[ 'the last two probes failed', '18446744073709551612', false ],
		[ 'the start: two probes assumed good (.initial = 2)', '3', true ],
		[ 'one probe passed since the start', '1', false ],
		[ 'no probe passed', '0', false ],
	] )( '%s', ( _, bits, healthy ) => {
		expect( nodeHealthFromStats( stats( bits, '7' ) ) ).toEqual( {
			a: healthy,
			b: true,
		} );
	} );

	it( 'names no node when Varnish reports no backend', () => {
		expect( nodeHealthFromStats( '' ) ).toEqual( {} );
	} );
} );
