/**
 * WordPress dependencies
 */
import { useId, useRef, useState } from '@wordpress/element';
import type { KeyboardEvent } from 'react';

/**
 * Internal dependencies
 */
import { isDisabled } from '../frontend/consent-state';
import type { Categories, Category } from '../frontend/types';
import { CategorySwitch } from './category-switch';
import type { TabTexts } from './types';

const CATEGORIES: Category[] = [ 'strict', 'thirdparty', 'advanced' ];

export interface CategoryTabsProps {
	tabs: Record< Category, TabTexts >;
	choice: Categories;
	onChange: ( category: Category, on: boolean ) => void;
}

/**
 * The tabs of the settings modal, one per category, each panel with its explanation and its switch. Follows the
 * ARIA tabs pattern: roving tabindex, Left/Right (wrapping), Home and End move and select.
 *
 * @param props          Component props.
 * @param props.tabs     Title and text of each tab.
 * @param props.choice   The categories chosen in the modal.
 * @param props.onChange Called when a switch moves.
 */
export function CategoryTabs( { tabs, choice, onChange }: CategoryTabsProps ) {
	const id = useId();
	const [ selected, setSelected ] = useState< Category >( 'strict' );
	const refs = useRef< Partial< Record< Category, HTMLButtonElement > > >(
		{}
	);

	const select = ( category: Category ) => {
		setSelected( category );
		refs.current[ category ]?.focus();
	};

	const onKeyDown = ( event: KeyboardEvent< HTMLButtonElement > ) => {
		const index = CATEGORIES.indexOf( selected );
		const last = CATEGORIES.length - 1;
		const next: Record< string, number > = {
			ArrowRight: index === last ? 0 : index + 1,
			ArrowLeft: index === 0 ? last : index - 1,
			Home: 0,
			End: last,
		};
		if ( event.key in next ) {
			event.preventDefault();
			select( CATEGORIES[ next[ event.key ] ] );
		}
	};

	return (
		<div className="shop-consent-tabs">
			<div
				role="tablist"
				aria-orientation="horizontal"
				className="shop-consent-tablist"
			>
				{ CATEGORIES.map( ( category ) => (
					<button
						key={ category }
						ref={ ( el ) => {
							refs.current[ category ] = el ?? undefined;
						} }
						type="button"
						role="tab"
						id={ `${ id }-tab-${ category }` }
						aria-controls={ `${ id }-panel-${ category }` }
						aria-selected={ selected === category }
						tabIndex={ selected === category ? 0 : -1 }
						className="shop-consent-tab"
						onClick={ () => select( category ) }
						onKeyDown={ onKeyDown }
					>
						{ tabs[ category ].title }
					</button>
				) ) }
			</div>
			{ CATEGORIES.map( ( category ) => (
				<div
					key={ category }
					role="tabpanel"
					id={ `${ id }-panel-${ category }` }
					aria-labelledby={ `${ id }-tab-${ category }` }
					hidden={ selected !== category }
					className="shop-consent-tabpanel"
				>
					<p>{ tabs[ category ].text }</p>
					<CategorySwitch
						category={ category }
						label={ tabs[ category ].title }
						checked={ choice[ category ] }
						disabled={ isDisabled( choice, category ) }
						onChange={ onChange }
					/>
				</div>
			) ) }
		</div>
	);
}
