/**
 * Internal dependencies
 */
import type { QrFactory } from '../frontend/dialogs/types';

/** Pixels per module. */
export const QR_CELL = 5;

/** The quiet zone around the code, in modules (the QR standard asks for four). */
export const QR_MARGIN = 4;

/**
 * Draws the QR code of a text on a canvas, dark modules on white, sized to the code.
 *
 * @param canvas  The canvas.
 * @param factory The QR encoder.
 * @param text    What the code says.
 */
export function drawQr(
	canvas: HTMLCanvasElement,
	factory: QrFactory,
	text: string
): void {
	const qr = factory( 0, 'M' );
	qr.addData( text );
	qr.make();
	const modules = qr.getModuleCount();
	const size = ( modules + 2 * QR_MARGIN ) * QR_CELL;
	canvas.width = size;
	canvas.height = size;
	const context = canvas.getContext( '2d' );
	if ( ! context ) {
		return;
	}
	context.fillStyle = '#fff';
	context.fillRect( 0, 0, size, size );
	context.fillStyle = '#000';
	for ( let row = 0; row < modules; row++ ) {
		for ( let col = 0; col < modules; col++ ) {
			if ( qr.isDark( row, col ) ) {
				context.fillRect(
					( col + QR_MARGIN ) * QR_CELL,
					( row + QR_MARGIN ) * QR_CELL,
					QR_CELL,
					QR_CELL
				);
			}
		}
	}
}
