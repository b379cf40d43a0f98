/**
 * WordPress dependencies
 */
import { TextControl } from '@wordpress/components';

export interface IntegerControlProps {
	label: string;
	value: number;
	min: number;
	max: number;
	help?: string;
	onChange: ( value: number ) => void;
}

/**
 * A number field whose value is sent as typed (a whole number, or NaN-free 0 when emptied): the server checks the
 * range and says what is wrong, so the field does not clamp silently.
 *
 * @param props          Component props.
 * @param props.label    Visible label.
 * @param props.value    The number.
 * @param props.min      Lowest allowed (shown to browsers and screen readers).
 * @param props.max      Highest allowed.
 * @param props.help     Text under the field.
 * @param props.onChange Receives the number.
 */
export function IntegerControl( {
	label,
	value,
	min,
	max,
	help,
	onChange,
}: IntegerControlProps ) {
	return (
		<TextControl
			__nextHasNoMarginBottom
			__next40pxDefaultSize
			type="number"
			label={ label }
			help={ help }
			min={ min }
			max={ max }
			step={ 1 }
			value={ String( value ) }
			onChange={ ( text ) => {
				const number = Number.parseInt( text, 10 );
				onChange( Number.isNaN( number ) ? 0 : number );
			} }
		/>
	);
}
