import type { SeedArticle } from './seed-article';
import { SRC } from './sources';
import { T } from './titles';

export const INFLAMMATION_ARTICLES: SeedArticle[] = [
  {
    title: T.crp,
    category: 'Klinisk kemi',
    summary:
      'CRP är ett akutfasprotein som stiger snabbt vid infektion, vävnadsskada och inflammation. Analysen används för att upptäcka och följa inflammatoriska tillstånd och som stöd vid bedömning av bakteriell infektion.',
    content: `<h2>Vad mäts?</h2>
<p>C-reaktivt protein (CRP) är ett pentameriskt protein som bildas i levern, främst under påverkan av interleukin-6. CRP binder till fosfokolin på mikroorganismer och skadade celler och aktiverar komplementsystemet. Vid en akut inflammatorisk stimulering börjar koncentrationen stiga efter 6–8 timmar och når sitt maximum efter cirka två dygn. Halveringstiden i plasma är ungefär ett dygn, vilket gör att CRP sjunker relativt snabbt när inflammationen avtar.</p>
<h2>Indikationer</h2>
<ul>
<li>Misstänkt bakteriell infektion, till exempel pneumoni, pyelonefrit eller postoperativ infektion.</li>
<li>Uppföljning av behandlingseffekt vid infektion och inflammatorisk sjukdom.</li>
<li>Utredning av oklar feber, viktnedgång eller misstänkt inflammatorisk sjukdom som polymyalgia reumatika, jättecellsarterit eller inflammatorisk tarmsjukdom.</li>
<li>Högkänsligt CRP (hsCRP) kan användas som kompletterande markör vid kardiovaskulär riskbedömning.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Plasma (litiumheparin) eller serum; venöst eller kapillärt. Fasta behövs inte. CRP är stabilt i flera dygn i kyla. Patientnära CRP-instrument används i stor utsträckning i primärvården och har något större mätosäkerhet, särskilt vid höga värden.</p>
<h2>Metod</h2>
<p>Immunturbidimetri eller immunnefelometri med antikroppar mot CRP. Högkänsliga metoder mäter ned till cirka 0,1–0,3 mg/L och används när låga nivåer är av intresse.</p>
<h2>Referensintervall</h2>
<p>Hos friska vuxna ligger CRP oftast under några mg/L. Den övre referensgränsen anges vanligen till under 5 mg/L. Övervikt, rökning, hög ålder och graviditet ger lätt högre basnivåer. Nyfödda har ett eget, snabbt föränderligt CRP-mönster under de första dygnen.</p>
<h2>Felkällor och begränsningar</h2>
<ul>
<li>CRP är ospecifikt och stiger vid all vävnadsskada, inklusive trauma, kirurgi, infarkt, malignitet och autoinflammatoriska tillstånd.</li>
<li>Tidigt i en infektion, inom de första 6–12 timmarna, kan CRP fortfarande vara lågt.</li>
<li>Behandling med interleukin-6-hämmare (till exempel tocilizumab) och JAK-hämmare dämpar CRP-svaret kraftigt även vid allvarlig infektion.</li>
<li>Svår leversvikt kan ge lägre CRP-svar än förväntat.</li>
<li>Mycket höga koncentrationer kan ge falskt lågt resultat på vissa patientnära instrument (så kallad hook-effekt), beroende på metod.</li>
</ul>`,
    clinicalSignificance: `<p>CRP är den mest använda inflammationsmarkören i Sverige. Virusinfektioner ger oftast måttliga stegringar, medan bakteriella infektioner ofta ger högre värden, men överlappet är stort och CRP kan inte ensamt skilja bakteriell från viral genes. Analysen ska därför alltid tolkas tillsammans med anamnes, symtomduration och status.</p>
<p>Vid systemisk lupus erythematosus stiger CRP ofta lite vid skov, men kraftigt vid samtidig bakteriell infektion eller serosit. Vid kardiovaskulär riskbedömning brukar hsCRP under 1 mg/L betraktas som låg risk, 1–3 mg/L som måttlig och över 3 mg/L som förhöjd risk, förutsatt att akut inflammation har uteslutits.</p>`,
    interpretation: `<p><strong>Förhöjt CRP:</strong> bakteriella och virala infektioner, trauma, kirurgi, brännskador, hjärtinfarkt, pankreatit, inflammatoriska systemsjukdomar (reumatoid artrit, vaskulit, polymyalgia reumatika), inflammatorisk tarmsjukdom och malignitet. Lätt förhöjda värden ses också vid övervikt, rökning och graviditet.</p>
<p><strong>Normalt eller lågt CRP:</strong> talar emot en pågående betydande bakteriell infektion om symtomen har pågått mer än ett dygn, men utesluter den inte hos immunsupprimerade, vid lokaliserade infektioner eller mycket tidigt i förloppet.</p>
<p><strong>Fallgropar:</strong> Upprepade mätningar är mer informativa än enstaka värden. Ett sjunkande CRP talar för att behandlingen fungerar; ett nytt stigande efter operation kan tyda på komplikation. Kom ihåg IL-6-blockad och glukokortikoider som orsak till oväntat lågt CRP.</p>`,
    tags: ['crp', 'p-crp', 'c-reaktivt protein', 'inflammation', 'infektion', 'akutfasprotein'],
    referenceRanges: [
      { parameter: 'P-CRP, vuxna', range: '<5', unit: 'mg/L', notes: 'Vanlig övre referensgräns i svenska laboratorier; kan variera mellan metoder.' },
      { parameter: 'P-CRP (högkänsligt), kardiovaskulär risk', range: '<1 låg, 1–3 måttlig, >3 hög', unit: 'mg/L', notes: 'Beslutsgränser enligt AHA/CDC; gäller utan pågående akut inflammation.' },
    ],
    relatedTests: [T.pct, T.sr, T.lpk, T.diff, T.fibrinogen],
    references: [
      'Pepys MB, Hirschfield GM. C-reactive protein: a critical update. J Clin Invest 2003;111:1805-1812.',
      'Pearson TA, Mensah GA, Alexander RW, et al. Markers of inflammation and cardiovascular disease: application to clinical and public health practice: a statement for healthcare professionals from the Centers for Disease Control and Prevention and the American Heart Association. Circulation 2003;107:499-511.',
      SRC.karolinska,
    ],
  },
  {
    title: T.pct,
    category: 'Klinisk kemi',
    summary:
      'Prokalcitonin stiger vid systemisk bakteriell infektion men förhållandevis lite vid virusinfektion. Analysen används som stöd vid misstänkt sepsis och för att styra längden på antibiotikabehandling, främst inom slutenvård.',
    content: `<h2>Vad mäts?</h2>
<p>Prokalcitonin (PCT) är förstadiet till hormonet kalcitonin. Hos friska bildas det nästan enbart i sköldkörtelns C-celler och plasmakoncentrationen är mycket låg. Vid systemisk bakteriell infektion induceras PCT av endotoxin och cytokiner (bland annat interleukin-1β, interleukin-6 och TNF-α) i många vävnader. Interferon-γ, som frisätts vid virusinfektion, hämmar bildningen. PCT stiger inom 3–6 timmar, når maximum efter 12–24 timmar och har en halveringstid på ungefär ett dygn.</p>
<h2>Indikationer</h2>
<ul>
<li>Misstänkt sepsis eller svår bakteriell infektion, som komplement till klinisk bedömning, odlingar och CRP.</li>
<li>Stöd för beslut om att avsluta antibiotikabehandling hos patienter inom intensivvård och vid nedre luftvägsinfektion.</li>
<li>Bedömning av infektion hos patienter där CRP är svårtolkat, till exempel vid autoimmun sjukdom.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Serum eller plasma beroende på laboratorium. Fasta behövs inte. Provet centrifugeras inom några timmar och är därefter hållbart ett dygn i kyla; vid längre förvaring fryses det.</p>
<h2>Metod</h2>
<p>Immunkemisk metod, till exempel elektrokemiluminescens, med antikroppar mot olika delar av PCT-molekylen. Resultaten från olika metoder är relativt väl jämförbara, men metodbyte bör ändå beaktas vid uppföljning.</p>
<h2>Referensintervall och tolkningsgränser</h2>
<p>Hos friska är PCT lägre än 0,05 µg/L. För klinisk tolkning används i stället beslutsgränser som tagits fram i studier av olika patientgrupper; de redovisas ofta som tolkningsförslag i svaret. Nyfödda har egna, timberoende gränser under de första två dygnen.</p>
<h2>Felkällor och begränsningar</h2>
<ul>
<li>PCT kan stiga utan bakteriell infektion efter stor kirurgi, multitrauma, brännskador, kardiogen chock, hjärtstopp och svår pankreatit.</li>
<li>Nyfödda har fysiologiskt höga värden under de första två levnadsdygnen.</li>
<li>Medullär tyreoideacancer och vissa neuroendokrina tumörer, till exempel småcellig lungcancer, kan ge förhöjda värden.</li>
<li>Behandling med T-cellsantikroppar (till exempel antitymocytglobulin) och vissa cytokiner höjer PCT.</li>
<li>Nedsatt njurfunktion ger något högre basnivå.</li>
<li>Lokaliserade infektioner, till exempel abscesser, och tidiga infektioner kan ge låga värden.</li>
</ul>`,
    clinicalSignificance: `<p>PCT används främst som ett beslutsstöd för antibiotikabehandling. Randomiserade studier har visat att PCT-styrda algoritmer kan förkorta antibiotikabehandlingen utan att försämra utfallet, framför allt vid nedre luftvägsinfektioner och inom intensivvård. En vanlig strategi är att överväga avslut av antibiotika när PCT har sjunkit med minst 80 % från maxvärdet eller till under 0,5 µg/L, förutsatt att patienten förbättras kliniskt.</p>
<p>PCT ersätter aldrig klinisk bedömning, blododlingar eller snabb antibiotikabehandling vid misstänkt sepsis.</p>`,
    interpretation: `<p><strong>Höga värden:</strong> stigande värden talar för systemisk bakteriell infektion; mycket höga värden ses vid septisk chock. Beakta icke-infektiösa orsaker som trauma, kirurgi och kardiogen chock.</p>
<p><strong>Låga värden:</strong> gör systemisk bakteriell infektion mindre sannolik men utesluter inte lokaliserad eller mycket tidig infektion. Ett nytt prov efter 6–24 timmar kan behövas.</p>
<p><strong>Fallgropar:</strong> Tolkningsgränserna nedan är vägledande och gäller vuxna och barn äldre än några dygn. Följ förloppet snarare än enstaka värden, och tolka alltid tillsammans med klinik, CRP, leukocyter och odlingar.</p>`,
    tags: ['prokalcitonin', 'pct', 'p-pct', 'sepsis', 'bakteriell infektion', 'antibiotikastyrning'],
    referenceRanges: [
      { parameter: 'P/S-Prokalcitonin, friska vuxna', range: '<0,05', unit: 'µg/L', notes: 'Normalintervall; vissa laboratorier anger könsspecifika gränser.' },
      { parameter: 'Tolkningsförslag', range: '0,05–0,25', unit: 'µg/L', notes: 'Bakteriell infektion osannolik' },
      { parameter: 'Tolkningsförslag', range: '0,25–0,5', unit: 'µg/L', notes: 'Lokal bakteriell infektion möjlig, sepsis osannolik' },
      { parameter: 'Tolkningsförslag', range: '0,5–2', unit: 'µg/L', notes: 'Bakteriell infektion sannolik, sepsis möjlig' },
      { parameter: 'Tolkningsförslag', range: '2–10', unit: 'µg/L', notes: 'Systemisk bakteriell infektion/sepsis sannolik' },
      { parameter: 'Tolkningsförslag', range: '>10', unit: 'µg/L', notes: 'Allvarlig sepsis eller septisk chock sannolik' },
    ],
    relatedTests: [T.crp, T.laktat, T.lpk, T.diff],
    references: [
      'Schuetz P, Wirz Y, Sager R, et al. Procalcitonin to initiate or discontinue antibiotics in acute respiratory tract infections. Cochrane Database Syst Rev 2017;10:CD007498.',
      'de Jong E, van Oers JA, Beishuizen A, et al. Efficacy and safety of procalcitonin guidance in reducing the duration of antibiotic treatment in critically ill patients: a randomised, controlled, open-label trial. Lancet Infect Dis 2016;16:819-827.',
      SRC.ssc2021,
      SRC.karolinska,
    ],
  },
  {
    title: T.sr,
    category: 'Hematologi',
    summary:
      'SR mäter hur snabbt erytrocyterna sjunker i ett blodprov och är en ospecifik, långsam inflammationsmarkör. Den har fortfarande plats vid misstänkt jättecellsarterit, polymyalgia reumatika och myelom.',
    content: `<h2>Vad mäts?</h2>
<p>Sänkningsreaktionen (SR) anger hur många millimeter erytrocyterna sjunker i ett lodrätt rör under en timme. Sänkningshastigheten bestäms främst av hur lätt erytrocyterna bildar aggregat (myntrullar), vilket ökar när plasmakoncentrationen av stora, positivt laddade proteiner ökar – framför allt fibrinogen och immunglobuliner. SR är alltså en indirekt och ospecifik markör för akutfasreaktion och hypergammaglobulinemi.</p>
<h2>Indikationer</h2>
<ul>
<li>Misstänkt jättecellsarterit (temporalisarterit) och polymyalgia reumatika.</li>
<li>Misstänkt myelom eller annan sjukdom med ökade immunglobuliner.</li>
<li>Uppföljning av vissa kroniska inflammatoriska sjukdomar.</li>
<li>Utredning av oklar sjukdomskänsla, feber eller viktnedgång, tillsammans med CRP.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Beroende på metod tas provet i citratrör eller EDTA-rör. Röret ska vara korrekt fyllt, eftersom fel blandningsförhållande påverkar resultatet. Provet analyseras inom några timmar i rumstemperatur; följ laboratoriets anvisning om hållbarhet.</p>
<h2>Metod</h2>
<p>Referensmetoden är Westergrens metod, där citratblod sugs upp i ett 200 mm långt rör och avläses efter 60 minuter. Många laboratorier använder automatiserade metoder med kortare mättid, som ska vara kalibrerade mot Westergrenmetoden enligt internationella rekommendationer (ICSH).</p>
<h2>Referensintervall</h2>
<p>Referensintervallen är ålders- och könsberoende och varierar mellan laboratorier, eftersom de ofta bygger på äldre material och olika metoder. Intervallen nedan är vägledande. Äldre personer har ofta SR-värden som ligger något över de angivna gränserna utan att sjukdom föreligger, varför trend och klinik är viktiga. Barn har i regel låga värden.</p>
<h2>Felkällor</h2>
<ul>
<li>Anemi höjer SR, medan polycytemi sänker den.</li>
<li>Erytrocyter med avvikande form (sfärocyter, sickelceller) aggregerar dåligt och ger låg SR.</li>
<li>Mycket hög leukocytkoncentration och kraftig hyperviskositet kan ge svårbedömda resultat.</li>
<li>Lutande rör, vibrationer och hög rumstemperatur ger falskt hög SR med manuell metod.</li>
<li>SR stiger med åldern och är högre hos kvinnor och under graviditet.</li>
</ul>`,
    clinicalSignificance: `<p>SR reagerar långsammare än CRP: den stiger under flera dygn och kan förbli förhöjd i veckor efter att inflammationen klingat av, eftersom fibrinogen och immunglobuliner har lång halveringstid. SR har därför i stor utsträckning ersatts av CRP vid akuta infektioner.</p>
<p>SR är fortfarande värdefull vid jättecellsarterit och polymyalgia reumatika, där kraftigt förhöjd SR är typisk och ingår i klassifikationskriterier, och vid misstänkt myelom, där SR kan vara mycket hög trots normalt CRP. En normal SR utesluter dock inte någon av dessa sjukdomar.</p>`,
    interpretation: `<p><strong>Förhöjd SR:</strong> infektioner, inflammatoriska systemsjukdomar, jättecellsarterit, polymyalgia reumatika, myelom och Waldenströms makroglobulinemi, andra maligniteter, njursjukdom, anemi, graviditet och hög ålder. SR över 100 mm ses framför allt vid myelom, svåra infektioner, vaskulit och metastaserande cancer.</p>
<p><strong>Låg SR:</strong> polycytemi, sickelcellsanemi, sfärocytos, hypofibrinogenemi och hyperviskositet av vissa orsaker. Saknar i regel klinisk betydelse.</p>
<p><strong>Fallgropar:</strong> Referensgränserna är ålders- och könsberoende; en tumregel är att övre gränsen ungefär motsvarar (ålder + 10)/2 för kvinnor och ålder/2 för män. Diskrepans mellan hög SR och normalt CRP bör leda tanken till paraproteinemi.</p>`,
    tags: ['sänkningsreaktion', 'sr', 'b-sr', 'sänka', 'inflammation', 'polymyalgia reumatika'],
    referenceRanges: [
      { parameter: 'B-SR, män <50 år', range: '≤15', unit: 'mm', notes: 'Westergren, 1 timme. Vägledande – varierar mellan laboratorier och metoder.' },
      { parameter: 'B-SR, män ≥50 år', range: '≤20', unit: 'mm', notes: 'Vägledande' },
      { parameter: 'B-SR, kvinnor <50 år', range: '≤20', unit: 'mm', notes: 'Vägledande' },
      { parameter: 'B-SR, kvinnor ≥50 år', range: '≤30', unit: 'mm', notes: 'Vägledande' },
    ],
    relatedTests: [T.crp, T.hb, T.albumin, T.fibrinogen],
    references: [
      'Kratz A, Plebani M, Peng M, et al. ICSH recommendations for modified and alternate methods measuring the erythrocyte sedimentation rate. Int J Lab Hematol 2017;39:448-457.',
      'Dasgupta B, Cimmino MA, Maradit-Kremers H, et al. 2012 provisional classification criteria for polymyalgia rheumatica: a European League Against Rheumatism/American College of Rheumatology collaborative initiative. Ann Rheum Dis 2012;71:484-492.',
      SRC.karolinska,
    ],
  },
];
