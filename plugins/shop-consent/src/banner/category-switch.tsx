/**
 * WordPress dependencies
 */
import { useId } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { Category } from '../frontend/types';

export interface CategorySwitchProps {
	category: Category;
	label: string;
	checked: boolean;
	disabled: boolean;
	onChange: ( category: Category, on: boolean ) => void;
}

/**
 * One category's on/off switch: a native checkbox with the switch role, so it keeps the keyboard behaviour
 * (Space), the checked state screen readers announce and the disabled state of a form control. One `<label>`
 * wraps the checkbox, the drawn track and the name, so a click anywhere on what is drawn moves it (and a click on
 * a disabled one does nothing).
 *
 * @param props          Component props.
 * @param props.category The category it controls.
 * @param props.label    Its visible name (the tab's title).
 * @param props.checked  Whether the category is allowed in the choice.
 * @param props.disabled Whether it cannot move (the optional ones while strict is off).
 * @param props.onChange Called with the new position.
 */
export function CategorySwitch( {
	category,
	label,
	checked,
	disabled,
	onChange,
}: CategorySwitchProps ) {
	const id = useId();
	return (
		<label htmlFor={ id } className="shop-consent-switch">
			<input
				id={ id }
				type="checkbox"
				role="switch"
				className="shop-consent-switch-input"
				checked={ checked }
				disabled={ disabled }
				onChange={ ( event ) =>
					onChange( category, event.currentTarget.checked )
				}
			/>
			<span className="shop-consent-switch-track" aria-hidden="true" />
			<span className="shop-consent-switch-label">{ label }</span>
		</label>
	);
}
