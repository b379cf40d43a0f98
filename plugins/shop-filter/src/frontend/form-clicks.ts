/**
 * What a click inside the form means (spec 4): a rating chosen or unchosen, a chip or a radio reset removing its
 * value, "Clear all", or the "Start filtering" button.
 */

/**
 * Internal dependencies
 */
import { clearAll, clearValue } from './form-clear';
import { CHIP, CLEAR, RATING, START } from './value-controls';

/** `change`: the values changed, submit; `start`: load the fields; `none`: not the form's click. */
export type ClickMeaning =
	| { kind: 'change' }
	| { kind: 'start'; button: HTMLAnchorElement }
	| { kind: 'none' };

/**
 * Applies a click to the form's values and says what it means.
 *
 * @param form   The form.
 * @param target The clicked element.
 */
export function applyClick(
	form: HTMLFormElement,
	target: Element
): ClickMeaning {
	const rating = target.closest< HTMLAnchorElement >( RATING );
	const chip = target.closest< HTMLAnchorElement >( CHIP );
	const start = target.closest< HTMLAnchorElement >( START );
	if ( rating ) {
		// Chosen by a click, unchosen by clicking the same item twice (spec 4).
		const input = form.querySelector< HTMLInputElement >(
			'input[name="min_rating"]'
		);
		if ( input ) {
			input.value =
				input.value === rating.dataset.rating
					? ''
					: ( rating.dataset.rating ?? '' );
		}
	} else if ( chip ) {
		clearValue(
			form,
			chip.dataset.key ?? chip.dataset.reset ?? '',
			chip.dataset.value ?? ''
		);
	} else if ( target.closest( CLEAR ) ) {
		clearAll( form );
	} else {
		return start ? { kind: 'start', button: start } : { kind: 'none' };
	}
	return { kind: 'change' };
}
