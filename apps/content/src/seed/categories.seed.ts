import type { CategoryInput } from '@labmedicin/contracts';

/**
 * The disciplines a Swedish laboratory medicine analysis catalogue groups its analyses by, as the
 * categories a new installation starts with: the Swedish name (which makes the slug and which the
 * seed articles name), the English one, and a Swedish description.
 */
export const STANDARD_CATEGORIES: readonly CategoryInput[] = [
  {
    name: 'Klinisk kemi',
    nameEn: 'Clinical chemistry',
    description: 'Analyser av blod, plasma, urin och andra kroppsvätskor: elektrolyter, enzymer, proteiner, lipider och metaboliter.',
    color: '#0d6efd',
  },
  {
    name: 'Hematologi',
    nameEn: 'Haematology',
    description: 'Blodstatus, differentialräkning och blodutstryk för utredning av anemier, infektioner och blodsjukdomar.',
    color: '#dc3545',
  },
  {
    name: 'Koagulation',
    nameEn: 'Coagulation',
    description: 'Analyser av blodets levringsförmåga, bland annat PK(INR), APTT, fibrinogen och D-dimer.',
    color: '#fd7e14',
  },
  {
    name: 'Klinisk immunologi',
    nameEn: 'Clinical immunology',
    description: 'Autoantikroppar, komplement, immunglobuliner och lymfocyter vid autoimmuna sjukdomar och immunbrister.',
    color: '#6f42c1',
  },
  {
    name: 'Allergologi',
    nameEn: 'Allergology',
    description: 'Specifikt IgE och komponentdiagnostik vid utredning av allergi mot pollen, pälsdjur, födoämnen och insektsgift.',
    color: '#d63384',
  },
  {
    name: 'Transfusionsmedicin',
    nameEn: 'Transfusion medicine',
    description: 'Blodgruppering, antikroppsscreening och förenlighetsprövning inför transfusion och under graviditet.',
    color: '#842029',
  },
  {
    name: 'Mikrobiologi',
    nameEn: 'Microbiology',
    description: 'Odling, mikroskopi och nukleinsyrapåvisning av bakterier, svampar och parasiter samt resistensbestämning.',
    color: '#198754',
  },
  {
    name: 'Virologi',
    nameEn: 'Virology',
    description: 'Påvisning av virus med PCR och antigentest samt serologi för antikroppar mot virus.',
    color: '#20c997',
  },
  {
    name: 'Endokrinologi',
    nameEn: 'Endocrinology',
    description: 'Hormonanalyser för utredning av sköldkörtel, binjurar, hypofys, könshormoner och kalciumomsättning.',
    color: '#cc8a00',
  },
  {
    name: 'Klinisk farmakologi',
    nameEn: 'Clinical pharmacology',
    description: 'Koncentrationsbestämning av läkemedel i blod för terapeutisk läkemedelsövervakning och dosjustering.',
    color: '#0dcaf0',
  },
  {
    name: 'Toxikologi',
    nameEn: 'Toxicology',
    description: 'Analyser av droger, alkohol och gifter vid misstänkt förgiftning, missbruk eller drogtestning.',
    color: '#495057',
  },
  {
    name: 'Klinisk genetik',
    nameEn: 'Clinical genetics',
    description: 'Kromosomanalys, DNA-sekvensering och riktade gentester vid misstänkt ärftlig sjukdom.',
    color: '#6610f2',
  },
  {
    name: 'Patologi och cytologi',
    nameEn: 'Pathology and cytology',
    description: 'Mikroskopisk bedömning av vävnadsprover, biopsier och cellprover, till exempel i cancerdiagnostik.',
    color: '#8c564b',
  },
  {
    name: 'Urinanalys',
    nameEn: 'Urinalysis',
    description: 'Urinsticka, urinsediment och kvantitativa urinanalyser vid utredning av njur- och urinvägssjukdomar.',
    color: '#6c8a00',
  },
];
