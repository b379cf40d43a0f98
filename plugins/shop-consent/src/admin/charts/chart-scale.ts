/**
 * The vertical scale of a bar chart: a "nice" top value (1, 2 or 5 times a power of ten per step) and its ticks,
 * so the axis reads 0, 5, 10, 15, 20 rather than 0, 4.25, 8.5.
 */

export interface ChartScale {
	/** Top of the axis, at least the largest value. */
	max: number;
	/** Tick values from 0 to max, ascending. */
	ticks: number[];
}

/**
 * A step of 1, 2, 5 or 10 times a power of ten, at least `rough`; never below 1 (the charts count whole things).
 *
 * @param rough The step the tick count asks for.
 */
function niceStep( rough: number ): number {
	if ( rough <= 1 ) {
		return 1;
	}
	const power = 10 ** Math.floor( Math.log10( rough ) );
	const factor = [ 1, 2, 5, 10 ].find( ( f ) => f * power >= rough ) ?? 10;
	return factor * power;
}

/**
 * @param largest   The largest value to show (a stacked chart's largest total).
 * @param tickCount How many steps above 0 to aim for.
 */
export function chartScale( largest: number, tickCount = 4 ): ChartScale {
	const top = Math.max( 1, Math.ceil( largest ) );
	const step = niceStep( top / tickCount );
	const max = Math.ceil( top / step ) * step;
	const ticks: number[] = [];
	for ( let value = 0; value <= max; value += step ) {
		ticks.push( value );
	}
	return { max, ticks };
}
