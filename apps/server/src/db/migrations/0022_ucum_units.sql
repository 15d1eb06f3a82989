-- Units become UCUM codes (the code HL7 v2, FHIR and LOINC exchange): 10*9/L, not 10^9/L, and
-- never an empty unit. This rewrites the spellings earlier catalogs stored; the quantities are
-- the same, only the way their unit is written changes.
CREATE TEMPORARY TABLE ucum_spellings (legacy text PRIMARY KEY, ucum text NOT NULL);
--> statement-breakpoint
INSERT INTO ucum_spellings (legacy, ucum) VALUES
  ('10^9/L', '10*9/L'),
  ('10^12/L', '10*12/L'),
  ('10^3/uL', '10*3/uL'),
  ('10^6/uL', '10*6/uL'),
  ('mIU/L', 'm[IU]/L'),
  ('mIU/mL', 'm[IU]/mL'),
  ('uIU/mL', 'u[IU]/mL'),
  ('µIU/mL', 'u[IU]/mL'),
  ('IU/L', '[IU]/L'),
  ('IU/mL', '[IU]/mL'),
  ('mg/L FEU', 'mg{FEU}/L'),
  ('mm/hr', 'mm/h'),
  ('µmol/L', 'umol/L'),
  ('µg/L', 'ug/L'),
  ('µg/dL', 'ug/dL'),
  ('pH', '[pH]');
--> statement-breakpoint
UPDATE test_analytes SET unit = s.ucum FROM ucum_spellings s WHERE test_analytes.unit = s.legacy;
--> statement-breakpoint
-- An analyte without a unit: pH has its own UCUM unit, a text result is a presence, and any other
-- number is a ratio.
UPDATE test_analytes SET unit = CASE
    WHEN loinc = '2756-5' THEN '[pH]'
    WHEN value_type = 'qualitative' THEN '{presence}'
    ELSE '{ratio}'
  END
  WHERE btrim(unit) = '';
--> statement-breakpoint
UPDATE results SET
    unit = s.ucum,
    reference_text = replace(results.reference_text, ' ' || s.legacy, ' ' || s.ucum)
  FROM ucum_spellings s
  WHERE results.unit = s.legacy;
--> statement-breakpoint
-- A result stored without a unit takes its analyte's.
UPDATE results SET unit = a.unit FROM test_analytes a WHERE results.analyte_id = a.id AND btrim(results.unit) = '';
--> statement-breakpoint
DROP TABLE ucum_spellings;
