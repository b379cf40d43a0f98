/**
 * WordPress dependencies
 */
import { useId, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { ActionButton } from './action-button';
import { setStrict, toggle } from '../frontend/consent-state';
import type { Categories, Category, UiController } from '../frontend/types';
import { CategoryTabs } from './category-tabs';
import { PrivacyLink } from './privacy-link';
import type { BannerTexts } from './types';
import { useFocusTrap } from './use-focus-trap';

export interface SettingsModalProps {
	controller: UiController;
	texts: BannerTexts;
	/** The categories in force when the modal opens: the switches start from them. */
	categories: Categories;
	/** The privacy policy page; empty for none. */
	privacyUrl: string;
}

/**
 * The cookie settings dialog (modal): traps focus and gives it back on close, Escape closes it, one tab and one
 * switch per category, and the three decisions (accept all, reject all, save the choice).
 *
 * @param props            Component props.
 * @param props.controller The core's UI controller.
 * @param props.texts      Texts from the settings.
 * @param props.categories The categories in force.
 * @param props.privacyUrl The privacy policy, linked under the tabs.
 */
export function SettingsModal( {
	controller,
	texts,
	categories,
	privacyUrl,
}: SettingsModalProps ) {
	const titleId = useId();
	const [ choice, setChoice ] = useState< Categories >( () => ( {
		...categories,
	} ) );
	const ref = useFocusTrap< HTMLDivElement >( controller.closeSettings );

	const onChange = ( category: Category, on: boolean ) =>
		setChoice( ( current ) =>
			category === 'strict'
				? setStrict( current, on )
				: toggle( current, category )
		);

	return (
		<div className="shop-consent-backdrop">
			<div
				ref={ ref }
				role="dialog"
				aria-modal="true"
				aria-labelledby={ titleId }
				tabIndex={ -1 }
				className="shop-consent-modal"
			>
				<div className="shop-consent-modal-header">
					<h2 id={ titleId } className="shop-consent-modal-title">
						{ texts.modalTitle }
					</h2>
					<button
						type="button"
						className="shop-consent-close"
						aria-label={ texts.close }
						onClick={ controller.closeSettings }
					>
						<span aria-hidden="true">×</span>
					</button>
				</div>
				<CategoryTabs
					tabs={ texts.tabs }
					choice={ choice }
					onChange={ onChange }
				/>
				{ privacyUrl && (
					<p className="shop-consent-modal-privacy">
						<PrivacyLink
							url={ privacyUrl }
							text={ texts.privacy }
						/>
					</p>
				) }
				<div className="shop-consent-modal-actions">
					<ActionButton onClick={ controller.acceptAll }>
						{ texts.acceptAll }
					</ActionButton>
					<ActionButton onClick={ controller.rejectAll }>
						{ texts.rejectAll }
					</ActionButton>
					<ActionButton
						onClick={ () => controller.save( choice ) }
						primary
					>
						{ texts.save }
					</ActionButton>
				</div>
			</div>
		</div>
	);
}
