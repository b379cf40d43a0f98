/**
 * Internal dependencies
 */
import { BannerBehaviour } from './banner-behaviour';
import { BannerColours } from './banner-colours';
import { BannerTexts } from './banner-texts';
import { BarPreview } from './bar-preview';
import type { TabProps } from './types';

/**
 * The Banner tab: texts, colours and behaviour, beside a live preview of the bar.
 *
 * @param props          Component props.
 * @param props.settings The settings.
 * @param props.update   The settings updater.
 */
export function BannerTab( { settings, update }: TabProps ) {
	return (
		<div className="shop-consent-banner-tab">
			<div className="shop-consent-banner-fields">
				<BannerTexts settings={ settings } update={ update } />
				<BannerColours settings={ settings } update={ update } />
				<BannerBehaviour settings={ settings } update={ update } />
			</div>
			<BarPreview settings={ settings } />
		</div>
	);
}
