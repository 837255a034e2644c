import type { CategoryInput } from '@labmedicin/contracts';

/**
 * The disciplines a Swedish laboratory medicine analysis catalogue groups its analyses by, as the
 * categories a new installation starts with: the Swedish name (which makes the slug and which the
 * seed articles name), the English one, and the description in Swedish and in English (translated
 * from the Swedish).
 */
export const STANDARD_CATEGORIES: readonly CategoryInput[] = [
  {
    name: 'Klinisk kemi',
    nameEn: 'Clinical chemistry',
    description: 'Analyser av blod, plasma, urin och andra kroppsvätskor: elektrolyter, enzymer, proteiner, lipider och metaboliter.',
    descriptionEn: 'Analyses of blood, plasma, urine and other body fluids: electrolytes, enzymes, proteins, lipids and metabolites.',
    color: '#0d6efd',
  },
  {
    name: 'Hematologi',
    nameEn: 'Haematology',
    description: 'Blodstatus, differentialräkning och blodutstryk för utredning av anemier, infektioner och blodsjukdomar.',
    descriptionEn: 'Full blood count, differential count and blood smear for the investigation of anaemias, infections and blood disorders.',
    color: '#dc3545',
  },
  {
    name: 'Koagulation',
    nameEn: 'Coagulation',
    description: 'Analyser av blodets levringsförmåga, bland annat PK(INR), APTT, fibrinogen och D-dimer.',
    descriptionEn: 'Analyses of the blood\'s ability to clot, including PT(INR), APTT, fibrinogen and D-dimer.',
    color: '#fd7e14',
  },
  {
    name: 'Klinisk immunologi',
    nameEn: 'Clinical immunology',
    description: 'Autoantikroppar, komplement, immunglobuliner och lymfocyter vid autoimmuna sjukdomar och immunbrister.',
    descriptionEn: 'Autoantibodies, complement, immunoglobulins and lymphocytes in autoimmune diseases and immunodeficiencies.',
    color: '#6f42c1',
  },
  {
    name: 'Allergologi',
    nameEn: 'Allergology',
    description: 'Specifikt IgE och komponentdiagnostik vid utredning av allergi mot pollen, pälsdjur, födoämnen och insektsgift.',
    descriptionEn: 'Specific IgE and component-resolved diagnostics in the investigation of allergy to pollen, furred animals, foods and insect venom.',
    color: '#d63384',
  },
  {
    name: 'Transfusionsmedicin',
    nameEn: 'Transfusion medicine',
    description: 'Blodgruppering, antikroppsscreening och förenlighetsprövning inför transfusion och under graviditet.',
    descriptionEn: 'Blood grouping, antibody screening and compatibility testing before transfusion and during pregnancy.',
    color: '#842029',
  },
  {
    name: 'Mikrobiologi',
    nameEn: 'Microbiology',
    description: 'Odling, mikroskopi och nukleinsyrapåvisning av bakterier, svampar och parasiter samt resistensbestämning.',
    descriptionEn: 'Culture, microscopy and nucleic acid detection of bacteria, fungi and parasites, and susceptibility testing.',
    color: '#198754',
  },
  {
    name: 'Virologi',
    nameEn: 'Virology',
    description: 'Påvisning av virus med PCR och antigentest samt serologi för antikroppar mot virus.',
    descriptionEn: 'Detection of viruses by PCR and antigen tests, and serology for antibodies against viruses.',
    color: '#20c997',
  },
  {
    name: 'Endokrinologi',
    nameEn: 'Endocrinology',
    description: 'Hormonanalyser för utredning av sköldkörtel, binjurar, hypofys, könshormoner och kalciumomsättning.',
    descriptionEn: 'Hormone analyses for the investigation of the thyroid, adrenal glands, pituitary, sex hormones and calcium metabolism.',
    color: '#cc8a00',
  },
  {
    name: 'Klinisk farmakologi',
    nameEn: 'Clinical pharmacology',
    description: 'Koncentrationsbestämning av läkemedel i blod för terapeutisk läkemedelsövervakning och dosjustering.',
    descriptionEn: 'Measurement of drug concentrations in blood for therapeutic drug monitoring and dose adjustment.',
    color: '#0dcaf0',
  },
  {
    name: 'Toxikologi',
    nameEn: 'Toxicology',
    description: 'Analyser av droger, alkohol och gifter vid misstänkt förgiftning, missbruk eller drogtestning.',
    descriptionEn: 'Analyses of drugs of abuse, alcohol and poisons in suspected poisoning, misuse or drug testing.',
    color: '#495057',
  },
  {
    name: 'Klinisk genetik',
    nameEn: 'Clinical genetics',
    description: 'Kromosomanalys, DNA-sekvensering och riktade gentester vid misstänkt ärftlig sjukdom.',
    descriptionEn: 'Chromosome analysis, DNA sequencing and targeted genetic tests in suspected hereditary disease.',
    color: '#6610f2',
  },
  {
    name: 'Patologi och cytologi',
    nameEn: 'Pathology and cytology',
    description: 'Mikroskopisk bedömning av vävnadsprover, biopsier och cellprover, till exempel i cancerdiagnostik.',
    descriptionEn: 'Microscopic assessment of tissue samples, biopsies and cell samples, for example in cancer diagnostics.',
    color: '#8c564b',
  },
  {
    name: 'Urinanalys',
    nameEn: 'Urinalysis',
    description: 'Urinsticka, urinsediment och kvantitativa urinanalyser vid utredning av njur- och urinvägssjukdomar.',
    descriptionEn: 'Urine dipstick, urine sediment and quantitative urine analyses in the investigation of kidney and urinary tract diseases.',
    color: '#6c8a00',
  },
];
