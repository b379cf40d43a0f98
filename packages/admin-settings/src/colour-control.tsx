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
import { useId } from '@wordpress/element';

/**
 * Internal dependencies
 */
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
	/** The swatches offered; by default the active theme's palette PHP printed (theme-palette.ts). */
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
 * @param props.colors   Swatches offered.
 */
export function ColourControl( {
	label,
	value,
	onChange,
	help,
	colors = themePalette(),
}: ColourControlProps ) {
	const helpId = useId();
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
							colors={ colors }
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
