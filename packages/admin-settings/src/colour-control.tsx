/**
 * WordPress dependencies
 */
import {
	BaseControl,
	Button,
	ColorIndicator,
	ColorPalette,
	Dropdown,
} from '@wordpress/components';
import { useContext, useId } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { colourRule } from './colour-rule';
import { SettingSchema, schemaAt } from './setting-schema';
import { themePalette, type Swatch } from './theme-palette';
import './colour-control.scss';

export interface ColourControlProps {
	/** The setting's name, e.g. "Background colour", translated by the caller. */
	label: string;
	/** The colour, `#rrggbb`. */
	value: string;
	onChange: ( value: string ) => void;
	/** Help under the control, translated by the caller. */
	help?: string;
	/**
	 * Where the colour sits in the option (`[ 'colours', 'link' ]`): the `pattern` of its schema (SettingSchema, given
	 * by the form) says which of the theme's colours it can store.
	 */
	field?: string[];
	/** The swatches offered; by default those of the active theme's palette PHP printed that the field can store. */
	colors?: Swatch[];
}

/**
 * A colour setting as the block editor's colour controls draw it: a button showing the swatch, the setting's name and
 * the value, which opens WordPress's ColorPalette (the theme's colours, then a custom colour with its picker and hex
 * field). The button's name is the label and the value, so a screen reader hears both; Escape closes the popover and
 * returns focus to the button (Dropdown). Always a colour: the palette cannot clear it.
 *
 * @param props          Component props.
 * @param props.label    The setting's name.
 * @param props.value    The colour.
 * @param props.onChange Receives the chosen colour.
 * @param props.help     Help under the control.
 * @param props.field    Where the colour sits in the option.
 * @param props.colors   Swatches offered.
 */
export function ColourControl( {
	label,
	value,
	onChange,
	help,
	field = [],
	colors,
}: ColourControlProps ) {
	const helpId = useId();
	const rule = colourRule( schemaAt( useContext( SettingSchema ), field ) );
	const swatches = colors ?? themePalette( undefined, rule );
	return (
		<BaseControl
			className="shop-bundle-colour-control"
			help={ help }
			id={ helpId }
		>
			<Dropdown
				popoverProps={ { placement: 'bottom-start' } }
				renderToggle={ ( { isOpen, onToggle } ) => (
					<Button
						__next40pxDefaultSize
						className="shop-bundle-colour-control__toggle"
						variant="secondary"
						onClick={ onToggle }
						aria-expanded={ isOpen }
						aria-describedby={
							help ? `${ helpId }__help` : undefined
						}
					>
						<ColorIndicator colorValue={ value } />
						<span className="shop-bundle-colour-control__label">
							{ label }
						</span>
						<code className="shop-bundle-colour-control__value">
							{ value }
						</code>
					</Button>
				) }
				renderContent={ () => (
					<div className="shop-bundle-colour-control__popover">
						<ColorPalette
							colors={ swatches }
							value={ value }
							clearable={ false }
							enableAlpha={ false }
							onChange={ ( colour ) => {
								if ( colour ) {
									onChange( colour );
								}
							} }
						/>
					</div>
				) }
			/>
		</BaseControl>
	);
}
