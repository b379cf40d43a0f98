/**
 * Internal dependencies
 */
import { formatNumber } from './number-format';

/**
 * Keeps the two range inputs of the price slider and the two number boxes in step: the handles never cross,
 * each box shows its handle's value, a typed box moves its handle; the handles speak their value formatted.
 *
 * @param target The input that changed.
 */
export function syncPrice( target: HTMLInputElement ): void {
	const facet = target.closest( '[data-facet="price"]' );
	const min = facet?.querySelector< HTMLInputElement >(
		'.shop-filter__range--min'
	);
	const max = facet?.querySelector< HTMLInputElement >(
		'.shop-filter__range--max'
	);
	const boxes = {
		min: facet?.querySelector< HTMLInputElement >( '[name="min_price"]' ),
		max: facet?.querySelector< HTMLInputElement >( '[name="max_price"]' ),
	};
	if ( ! min || ! max ) {
		return;
	}
	if ( target === boxes.min || target === boxes.max ) {
		const range = target === boxes.min ? min : max;
		range.value =
			target.value === ''
				? range[ target === boxes.min ? 'min' : 'max' ]
				: target.value;
	} else if ( Number( min.value ) > Number( max.value ) ) {
		( target === min ? min : max ).value = (
			target === min ? max : min
		).value;
	}
	for ( const [ end, range ] of [
		[ 'min', min ],
		[ 'max', max ],
	] as const ) {
		range.setAttribute(
			'aria-valuetext',
			formatNumber( Number( range.value ) )
		);
		const box = boxes[ end ];
		if ( box && target !== box ) {
			box.value = range.value === range[ end ] ? '' : range.value;
		}
	}
}
