/**
 * External dependencies
 */
import { ActionButton } from '@shop-bundle/admin-settings/action-button';
import { OutcomeNotice } from '@shop-bundle/admin-settings/outcome-notice';
import { useAction } from '@shop-bundle/admin-settings/use-action';
import { useRestResource } from '@shop-bundle/admin-settings/use-rest-resource';

/**
 * WordPress dependencies
 */
import { Notice } from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { fetchImportPreview, runImport } from './import/import-api';
import { ImportChangesTable } from './import/import-changes-table';
import { SkippedKeys } from './import/skipped-keys';
import { ResourceStatus } from './resource-status';
import type { TabProps } from './types';
import './import/import.scss';

/**
 * The Import tab: reads the options of GDPR Cookie Compliance (the plugin Shop Consent replaces), shows what an
 * import would change and what it leaves out, and imports on request. The import is saved at once; the screen
 * then shows the stored settings, so a later "Save changes" keeps it.
 *
 * @param props        Component props.
 * @param props.update The settings updater.
 */
export function ImportTab( { update }: TabProps ) {
	const { resource, reload } = useRestResource(
		fetchImportPreview,
		__( 'The import preview could not be loaded.', 'shop-consent' )
	);
	const importing = useAction(
		async () => {
			const result = await runImport();
			update( () => result.settings );
			reload();
			return result.imported;
		},
		__( 'The import failed; nothing was changed.', 'shop-consent' )
	);

	if ( resource.status !== 'done' ) {
		return <ResourceStatus resource={ resource } />;
	}
	const preview = resource.data;
	const changes = preview.changes ?? [];
	const unchanged = preview.unchanged ?? [];

	return (
		<div className="shop-consent-import">
			<h2>
				{ __( 'Import from GDPR Cookie Compliance', 'shop-consent' ) }
			</h2>
			<OutcomeNotice
				result={ importing.result }
				onDismiss={ importing.dismiss }
				success={ ( imported = 0 ) =>
					sprintf(
						/* translators: %d: number of settings. */
						_n(
							'Imported %d setting. It is saved.',
							'Imported %d settings. They are saved.',
							imported,
							'shop-consent'
						),
						imported
					)
				}
			/>
			{ ! preview.found && (
				<p>
					{ sprintf(
						/* translators: %s: option name. */
						__(
							'Nothing to import: the settings of GDPR Cookie Compliance (%s) were not found on this site.',
							'shop-consent'
						),
						preview.option
					) }
				</p>
			) }
			{ preview.error && (
				<Notice status="error" isDismissible={ false }>
					{ preview.error }
				</Notice>
			) }
			{ preview.found && ! preview.error && (
				<>
					<p>
						{ changes.length
							? sprintf(
									/* translators: %d: number of settings. */
									_n(
										'An import would change %d setting.',
										'An import would change %d settings.',
										changes.length,
										'shop-consent'
									),
									changes.length
								)
							: __(
									'Your settings already match: an import would change nothing.',
									'shop-consent'
								) }
					</p>
					{ changes.length > 0 && (
						<>
							<ImportChangesTable
								caption={ __(
									'Settings that would change',
									'shop-consent'
								) }
								changes={ changes }
							/>
							<ActionButton action={ importing }>
								{ __( 'Import settings', 'shop-consent' ) }
							</ActionButton>
						</>
					) }
					{ unchanged.length > 0 && (
						<ImportChangesTable
							caption={ __( 'Already the same', 'shop-consent' ) }
							changes={ unchanged }
						/>
					) }
					<SkippedKeys skipped={ preview.skipped ?? [] } />
				</>
			) }
		</div>
	);
}
