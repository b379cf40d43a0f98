/**
 * A picture of any size for a test, drawn without an image library.
 */

/**
 * External dependencies
 */
import zlib from 'node:zlib';

/**
 * A PNG of horizontal bands in two colours, drawn in memory (no image library needed).
 *
 * @param width  Pixels.
 * @param height Pixels.
 */
export function bandedPng( width: number, height: number ): Buffer {
	const row = ( y: number ) => {
		const [ r, g, b ] =
			Math.floor( y / 50 ) % 2 ? [ 30, 90, 160 ] : [ 240, 200, 60 ];
		const line = Buffer.alloc( 1 + width * 3 ); // Filter byte 0, then RGB.
		for ( let x = 0; x < width; x++ ) {
			line.set( [ r, g, b ], 1 + x * 3 );
		}
		return line;
	};
	const chunk = ( type: string, data: Buffer ) => {
		const length = Buffer.alloc( 4 );
		length.writeUInt32BE( data.length );
		const body = Buffer.concat( [ Buffer.from( type, 'latin1' ), data ] );
		const crc = Buffer.alloc( 4 );
		crc.writeUInt32BE( zlib.crc32( body ) );
		return Buffer.concat( [ length, body, crc ] );
	};
	const header = Buffer.alloc( 13 );
	header.writeUInt32BE( width, 0 );
	header.writeUInt32BE( height, 4 );
	header.set( [ 8, 2, 0, 0, 0 ], 8 ); // 8 bits, truecolour, no interlace.
	const pixels = Buffer.concat(
		Array.from( { length: height }, ( _, y ) => row( y ) )
	);
	return Buffer.concat( [
		Buffer.from( [ 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a ] ),
		chunk( 'IHDR', header ),
		chunk( 'IDAT', zlib.deflateSync( pixels ) ),
		chunk( 'IEND', Buffer.alloc( 0 ) ),
	] );
}
