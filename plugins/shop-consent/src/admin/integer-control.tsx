/**
 * WordPress dependencies
 */
import { TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';

export interface IntegerControlProps {
	label: string;
	value: number;
	onChange: ( value: number ) => void;
	min?: number;
	max?: number;
	help?: string;
}

/**
 * A labelled whole-number field. What is typed is kept as typed; the settings get the parsed number (NaN for
 * an empty field), and the server refuses what is out of range.
 *
 * @param props          Component props.
 * @param props.label    Visible label.
 * @param props.value    The number.
 * @param props.onChange Receives the parsed number.
 * @param props.min      Lowest allowed value.
 * @param props.max      Highest allowed value.
 * @param props.help     Help text.
 */
export function IntegerControl( {
	label,
	value,
	onChange,
	min,
	max,
	help,
}: IntegerControlProps ) {
	const [ draft, setDraft ] = useState( String( value ) );
	// A value changed from outside (loaded, bumped, saved) replaces the draft.
	const shown =
		Number.parseInt( draft, 10 ) === value ? draft : String( value );
	return (
		<TextControl
			type="number"
			label={ label }
			value={ Number.isNaN( value ) ? draft : shown }
			min={ min }
			max={ max }
			help={ help }
			onChange={ ( text ) => {
				setDraft( text );
				onChange( Number.parseInt( text, 10 ) );
			} }
		/>
	);
}
