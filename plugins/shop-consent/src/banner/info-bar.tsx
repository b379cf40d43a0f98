/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { ActionButton } from './action-button';
import { PrivacyLink } from './privacy-link';
import type { UiController, UiState } from '../frontend/types';
import type { BannerPosition, BannerTexts } from './types';

export interface InfoBarProps {
	controller: UiController;
	texts: BannerTexts;
	position: BannerPosition;
	model: UiState[ 'model' ];
	/** The button that takes focus (an accept link in the address). */
	focus?: UiState[ 'focus' ];
	/** The privacy policy page; empty for none. */
	privacyUrl: string;
}

/**
 * The cookie info bar: a fixed region (no layout shift) whose message is announced, with the decisions as buttons
 * of the same size and weight, so that refusing is exactly as easy as accepting.
 *
 * @param props            Component props.
 * @param props.controller The core's UI controller.
 * @param props.texts      Texts from the settings.
 * @param props.position   Where the bar sits.
 * @param props.model      `optout` shows the "Do not sell or share" notice instead of the opt-in choice.
 * @param props.focus      The button that takes focus, if any.
 * @param props.privacyUrl The privacy policy, linked after the message.
 */
export function InfoBar( {
	controller,
	texts,
	position,
	model,
	focus,
	privacyUrl,
}: InfoBarProps ) {
	// The live region is filled after it is in the page, so that screen readers announce the message. It is a
	// visually hidden copy: filling the shown text late would shift the bar's layout (CLS).
	const [ announced, setAnnounced ] = useState( false );
	useEffect( () => setAnnounced( true ), [] );

	return (
		<div
			role="region"
			aria-label={ texts.label }
			className={ `shop-consent-bar shop-consent-bar-${ position }` }
		>
			<div className="shop-consent-bar-text">
				<p className="shop-consent-bar-message" aria-hidden="true">
					{ texts.message }
				</p>
				<PrivacyLink url={ privacyUrl } text={ texts.privacy } />
			</div>
			<p className="shop-consent-visually-hidden" aria-live="polite">
				{ announced ? texts.message : '' }
			</p>
			<div className="shop-consent-bar-actions">
				{ model === 'optout' ? (
					<ActionButton onClick={ controller.rejectAll }>
						{ texts.doNotSell }
					</ActionButton>
				) : (
					<>
						<ActionButton
							onClick={ controller.acceptAll }
							focused={ focus === 'accept' }
						>
							{ texts.acceptAll }
						</ActionButton>
						<ActionButton onClick={ controller.rejectAll }>
							{ texts.rejectAll }
						</ActionButton>
					</>
				) }
				<ActionButton onClick={ controller.openSettings }>
					{ texts.settings }
				</ActionButton>
			</div>
			<button
				type="button"
				className="shop-consent-close"
				aria-label={ texts.close }
				onClick={ controller.close }
			>
				<span aria-hidden="true">×</span>
			</button>
		</div>
	);
}
