/** Sources cited by several seed articles, spelled once. */
export const SRC = {
  norip:
    'Rustad P, Felding P, Franzson L, et al. The Nordic Reference Interval Project 2000: recommended reference intervals for 25 common biochemical properties. Scand J Clin Lab Invest 2004;64:271-284.',
  noripHematology:
    'Nordin G, Mårtensson A, Swolin B, et al. A multicentre study of reference intervals for haemoglobin, basic blood cell counts and erythrocyte indices in the adult population of the Nordic countries. Scand J Clin Lab Invest 2004;64:385-398.',
  karolinska: 'Karolinska Universitetslaboratoriet. Analysförteckning och provtagningsanvisningar, Klinisk kemi (aktuell version).',
  sahlgrenska: 'Sahlgrenska Universitetssjukhuset, Laboratoriemedicin. Analyslista och provtagningsanvisningar (aktuell version).',
  vgr: 'Västra Götalandsregionen, Laboratoriemedicin. Provtagningsanvisningar, Klinisk kemi (aktuell version).',
  akademiska: 'Akademiska sjukhuset, Akademiska laboratoriet. Analysförteckning, Klinisk kemi och farmakologi (aktuell version).',
  lakemedelsbokenElektrolyter: 'Läkemedelsboken. Kapitlet om vätske-, elektrolyt- och syra–basrubbningar. Uppsala: Läkemedelsverket (aktuell version).',
  venousSampling:
    'Simundic AM, Bölenius K, Cadamuro J, et al. Joint EFLM-COLABIOCLI Recommendation for venous blood sampling. Clin Chem Lab Med 2018;56:2015-2038.',
  kdigo2012:
    'Kidney Disease: Improving Global Outcomes (KDIGO) CKD Work Group. KDIGO 2012 Clinical Practice Guideline for the Evaluation and Management of Chronic Kidney Disease. Kidney Int Suppl 2013;3:1-150.',
  kdigo2024:
    'Kidney Disease: Improving Global Outcomes (KDIGO) CKD Work Group. KDIGO 2024 Clinical Practice Guideline for the Evaluation and Management of Chronic Kidney Disease. Kidney Int 2024;105(4S):S117-S314.',
  lmrev:
    'Björk J, Grubb A, Sterner G, Nyman U. Revised equations for estimating glomerular filtration rate based on the Lund-Malmö Study cohort. Scand J Clin Lab Invest 2011;71:232-239.',
  capa:
    'Grubb A, Horio M, Hansson LO, et al. Generation of a new cystatin C-based estimating equation for glomerular filtration rate by use of 7 assays standardized to the international calibrator. Clin Chem 2014;60:974-986.',
  liverGut:
    'Newsome PN, Cramb R, Davison SM, et al. Guidelines on the management of abnormal liver blood tests. Gut 2018;67:6-19.',
  liverAcg:
    'Kwo PY, Cohen SM, Lim JK. ACG Clinical Guideline: Evaluation of Abnormal Liver Chemistries. Am J Gastroenterol 2017;112:18-35.',
  udmi:
    'Thygesen K, Alpert JS, Jaffe AS, et al. Fourth Universal Definition of Myocardial Infarction (2018). Eur Heart J 2019;40:237-269.',
  escAcs2023:
    'Byrne RA, Rossello X, Coughlan JJ, et al. 2023 ESC Guidelines for the management of acute coronary syndromes. Eur Heart J 2023;44:3720-3826.',
  escHf2021:
    'McDonagh TA, Metra M, Adamo M, et al. 2021 ESC Guidelines for the diagnosis and treatment of acute and chronic heart failure. Eur Heart J 2021;42:3599-3726.',
  escLipids2019:
    'Mach F, Baigent C, Catapano AL, et al. 2019 ESC/EAS Guidelines for the management of dyslipidaemias: lipid modification to reduce cardiovascular risk. Eur Heart J 2020;41:111-188.',
  nonFastingLipids:
    'Nordestgaard BG, Langsted A, Mora S, et al. Fasting is not routinely required for determination of a lipid profile: clinical and laboratory implications including flagging at desirable concentration cut-points – a joint consensus statement from the European Atherosclerosis Society and European Federation of Clinical Chemistry and Laboratory Medicine. Eur Heart J 2016;37:1944-1958.',
  escPe2019:
    'Konstantinides SV, Meyer G, Becattini C, et al. 2019 ESC Guidelines for the diagnosis and management of acute pulmonary embolism developed in collaboration with the European Respiratory Society (ERS). Eur Heart J 2020;41:543-603.',
  coagSampling:
    'CLSI. Collection, Transport, and Processing of Blood Specimens for Testing Plasma-Based Coagulation Assays and Molecular Hemostasis Assays. CLSI guideline H21-A5. Wayne, PA: Clinical and Laboratory Standards Institute; 2008.',
  thyroidInterference:
    'Favresse J, Burlacu MC, Maiter D, Gruson D. Interferences with thyroid function immunoassays: clinical implications and detection algorithm. Endocr Rev 2018;39:830-850.',
  ataHypo:
    'Jonklaas J, Bianco AC, Bauer AJ, et al. Guidelines for the treatment of hypothyroidism: prepared by the American Thyroid Association Task Force on Thyroid Hormone Replacement. Thyroid 2014;24:1670-1751.',
  ataHyper:
    'Ross DS, Burch HB, Cooper DS, et al. 2016 American Thyroid Association Guidelines for Diagnosis and Management of Hyperthyroidism and Other Causes of Thyrotoxicosis. Thyroid 2016;26:1343-1421.',
  ataPregnancy:
    'Alexander EK, Pearce EN, Brent GA, et al. 2017 Guidelines of the American Thyroid Association for the Diagnosis and Management of Thyroid Disease During Pregnancy and the Postpartum. Thyroid 2017;27:315-389.',
  etaSubclinical:
    'Pearce SHS, Brabant G, Duntas LH, et al. 2013 ETA Guideline: Management of Subclinical Hypothyroidism. Eur Thyroid J 2013;2:215-228.',
  whoDiabetes2006:
    'World Health Organization. Definition and diagnosis of diabetes mellitus and intermediate hyperglycaemia. Report of a WHO/IDF consultation. Geneva: WHO; 2006.',
  whoHba1c2011:
    'World Health Organization. Use of glycated haemoglobin (HbA1c) in the diagnosis of diabetes mellitus. Abbreviated report of a WHO consultation. Geneva: WHO; 2011.',
  socialstyrelsenDiabetes: 'Socialstyrelsen. Nationella riktlinjer för diabetesvård – stöd för styrning och ledning. Stockholm: Socialstyrelsen; 2018 (med senare uppdateringar).',
  whoFerritin2020:
    'World Health Organization. WHO guideline on use of ferritin concentrations to assess iron status in individuals and populations. Geneva: WHO; 2020.',
  easlHemochromatosis:
    'European Association for the Study of the Liver. EASL Clinical Practice Guidelines on haemochromatosis. J Hepatol 2022;77:479-502.',
  sepsis3:
    'Singer M, Deutschman CS, Seymour CW, et al. The Third International Consensus Definitions for Sepsis and Septic Shock (Sepsis-3). JAMA 2016;315:801-810.',
  ssc2021:
    'Evans L, Rhodes A, Alhazzani W, et al. Surviving Sepsis Campaign: International Guidelines for Management of Sepsis and Septic Shock 2021. Crit Care Med 2021;49:e1063-e1143.',
  bshCobalamin:
    'Devalia V, Hamilton MS, Molloy AM; British Committee for Standards in Haematology. Guidelines for the diagnosis and treatment of cobalamin and folate disorders. Br J Haematol 2014;166:496-513.',
  urinalysisGuidelines:
    'Kouri T, Fogazzi G, Gant V, et al. European Urinalysis Guidelines. Scand J Clin Lab Invest Suppl 2000;231:1-86.',
  lvUvi: 'Läkemedelsverket. Läkemedelsbehandling av urinvägsinfektioner i öppenvård – behandlingsrekommendation. Uppsala: Läkemedelsverket; 2017.',
} as const;
