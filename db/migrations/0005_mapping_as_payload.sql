-- Mapping rows are stored as the save payload carries them (spec §3 fields_map): type,
-- entity, crm_id, form_id, static_value. type_select becomes type and form_text becomes
-- static_value; the entity is read from the crm_id prefix where it was missing; the CRM field's
-- type and name are no longer copied (they are read from the CRM fields by crm_id). A row whose
-- crm_id has no lead_/contact_/deal_ prefix maps nothing and is not kept.
-- The config gains auth_id, taken from the JSON it was kept in when that auth data exists.
CREATE TABLE `__new_integration_field_maps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`config_id` integer NOT NULL,
	`type` text NOT NULL,
	`entity` text NOT NULL,
	`crm_id` text NOT NULL,
	`form_id` text,
	`static_value` text,
	FOREIGN KEY (`config_id`) REFERENCES `integration_configs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_integration_field_maps` (`id`, `config_id`, `type`, `entity`, `crm_id`, `form_id`, `static_value`)
  SELECT `id`, `config_id`, `type_select`,
    CASE
      WHEN `entity` IN ('lead', 'contact', 'deal') AND `crm_id` LIKE `entity` || '\_%' ESCAPE '\' THEN `entity`
      WHEN `crm_id` LIKE 'lead\_%' ESCAPE '\' THEN 'lead'
      WHEN `crm_id` LIKE 'contact\_%' ESCAPE '\' THEN 'contact'
      ELSE 'deal'
    END,
    `crm_id`,
    CASE WHEN `type_select` = 'crm' THEN NULL ELSE `form_id` END,
    `form_text`
  FROM `integration_field_maps`
  WHERE `crm_id` LIKE 'lead\_%' ESCAPE '\' OR `crm_id` LIKE 'contact\_%' ESCAPE '\' OR `crm_id` LIKE 'deal\_%' ESCAPE '\';
--> statement-breakpoint
DROP TABLE `integration_field_maps`;
--> statement-breakpoint
ALTER TABLE `__new_integration_field_maps` RENAME TO `integration_field_maps`;
--> statement-breakpoint
CREATE INDEX `integration_field_maps_config_idx` ON `integration_field_maps` (`config_id`);
--> statement-breakpoint
ALTER TABLE `integration_configs` ADD `auth_id` integer REFERENCES auth_data(id) ON DELETE set null;
--> statement-breakpoint
UPDATE `integration_configs` SET `auth_id` = json_extract(`config`, '$.auth_id')
  WHERE json_valid(`config`) AND json_extract(`config`, '$.auth_id') IN (SELECT `id` FROM `auth_data`);
