/**
 * WordPress dependencies
 */
import {
	Button,
	CheckboxControl,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { categoryLabels } from '../category-labels';
import type { ScriptCategory } from '../types';
import type { CookieRow, ItemType } from './types';

/** Names the settings accept as cookie-clearing patterns (SettingsSchema). */
const CLEARABLE = /^[A-Za-z0-9_.\-*]{1,100}$/;

/**
 * Whether a row's pattern can go to the category's cookie-clearing patterns: a cookie of the site's own (a third-party
 * host's cookies cannot be deleted from the site's pages) in a category a visitor may refuse.
 *
 * @param row A row.
 */
export const canClear = ( row: CookieRow ) =>
	row.type === 'cookie' &&
	row.host === '' &&
	row.category !== 'strict' &&
	CLEARABLE.test( row.pattern );

const typeLabels = (): Record< ItemType, string > => ( {
	cookie: __( 'Cookie', 'shop-consent' ),
	localStorage: __( 'Local storage', 'shop-consent' ),
	sessionStorage: __( 'Session storage', 'shop-consent' ),
	host: __( 'Third-party service', 'shop-consent' ),
} );

interface TextCellProps {
	/** The field's label, for screen readers only (the column heading shows it). */
	label: string;
	value: string;
	onChange: ( value: string ) => void;
}

/**
 * A cell with a text field, for what the known-cookie database could not fill in.
 *
 * @param props          Component props.
 * @param props.label    Hidden label.
 * @param props.value    The value.
 * @param props.onChange Called with the new value.
 */
function TextCell( { label, value, onChange }: TextCellProps ) {
	return (
		<td>
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				hideLabelFromVision
				label={ label }
				value={ value }
				onChange={ onChange }
			/>
		</td>
	);
}

export interface ScanResultsTableProps {
	rows: CookieRow[];
	/** Whether a row's pattern is among its category's clearing patterns. */
	isCleared: ( row: CookieRow ) => boolean;
	onChange: ( index: number, change: Partial< CookieRow > ) => void;
	onClearChange: ( row: CookieRow, cleared: boolean ) => void;
	onRemove: ( index: number ) => void;
}

/**
 * The scanner's results: one row per cookie, storage key or third-party host, the proposed category in a select,
 * unknown items flagged (with fields for their service and purpose), and the cookie-clearing checkbox.
 *
 * @param props               Component props.
 * @param props.rows          The rows.
 * @param props.isCleared     Whether a row's pattern is cleared on withdrawal.
 * @param props.onChange      Changes a row.
 * @param props.onClearChange Adds or removes a row's clearing pattern.
 * @param props.onRemove      Removes a row.
 */
export function ScanResultsTable( {
	rows,
	isCleared,
	onChange,
	onClearChange,
	onRemove,
}: ScanResultsTableProps ) {
	const categories = categoryLabels();
	const types = typeLabels();
	const options = ( Object.keys( categories ) as ScriptCategory[] ).map(
		( value ) => ( { value, label: categories[ value ] } )
	);

	return (
		<table className="widefat striped shop-consent-scan-results">
			<caption>
				{ __(
					'Cookies, storage and third-party services',
					'shop-consent'
				) }
			</caption>
			<thead>
				<tr>
					<th scope="col">{ __( 'Name', 'shop-consent' ) }</th>
					<th scope="col">{ __( 'Type', 'shop-consent' ) }</th>
					<th scope="col">{ __( 'Category', 'shop-consent' ) }</th>
					<th scope="col">{ __( 'Service', 'shop-consent' ) }</th>
					<th scope="col">{ __( 'Purpose', 'shop-consent' ) }</th>
					<th scope="col">
						{ __( 'Clear when withdrawn', 'shop-consent' ) }
					</th>
					<th scope="col">
						<span className="screen-reader-text">
							{ __( 'Actions', 'shop-consent' ) }
						</span>
					</th>
				</tr>
			</thead>
			<tbody>
				{ rows.map( ( row, index ) => (
					<tr key={ `${ row.type } ${ row.name }` }>
						<th scope="row">
							<code>{ row.name }</code>
							{ ! row.known && (
								<strong className="shop-consent-scan-results__unknown">
									{ __( 'Unknown', 'shop-consent' ) }
								</strong>
							) }
						</th>
						<td>
							{ row.host
								? sprintf(
										/* translators: 1: Cookie, 2: host name that sets it. */
										__(
											'%1$s (set by %2$s)',
											'shop-consent'
										),
										types[ row.type ],
										row.host
									)
								: types[ row.type ] }
						</td>
						<td>
							<SelectControl
								__nextHasNoMarginBottom
								__next40pxDefaultSize
								hideLabelFromVision
								label={ sprintf(
									/* translators: %s: cookie name. */
									__( 'Category of %s', 'shop-consent' ),
									row.name
								) }
								value={ row.category }
								options={ options }
								onChange={ ( category: string ) =>
									onChange( index, {
										category: category as ScriptCategory,
									} )
								}
							/>
						</td>
						{ row.known ? (
							<>
								<td>{ row.service }</td>
								<td>{ row.purpose }</td>
							</>
						) : (
							<>
								<TextCell
									label={ sprintf(
										/* translators: %s: cookie name. */
										__( 'Service of %s', 'shop-consent' ),
										row.name
									) }
									value={ row.service }
									onChange={ ( service ) =>
										onChange( index, { service } )
									}
								/>
								<TextCell
									label={ sprintf(
										/* translators: %s: cookie name. */
										__( 'Purpose of %s', 'shop-consent' ),
										row.name
									) }
									value={ row.purpose }
									onChange={ ( purpose ) =>
										onChange( index, { purpose } )
									}
								/>
							</>
						) }
						<td>
							{ canClear( row ) && (
								<CheckboxControl
									__nextHasNoMarginBottom
									label={ sprintf(
										/* translators: %s: cookie name pattern, e.g. _ga_*. */
										__( 'Clear %s', 'shop-consent' ),
										row.pattern
									) }
									checked={ isCleared( row ) }
									onChange={ ( cleared ) =>
										onClearChange( row, cleared )
									}
								/>
							) }
						</td>
						<td>
							<Button
								variant="tertiary"
								isDestructive
								label={ sprintf(
									/* translators: %s: cookie name. */
									__( 'Remove %s', 'shop-consent' ),
									row.name
								) }
								onClick={ () => onRemove( index ) }
							>
								{ __( 'Remove', 'shop-consent' ) }
							</Button>
						</td>
					</tr>
				) ) }
			</tbody>
		</table>
	);
}
