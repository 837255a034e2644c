import type { SeedArticle } from './seed-article';
import { SRC } from './sources';
import { T } from './titles';

export const URIN_ARTICLES: SeedArticle[] = [
  {
    title: T.urinsticka,
    category: 'Urinanalys',
    summary:
      'Urinsticka är en snabb semikvantitativ screeningmetod för bland annat glukos, protein, blod, leukocyter, nitrit och ketoner i urin. Resultatet är vägledande och positiva fynd bekräftas eller kvantifieras vid behov med andra analyser.',
    content: `<h2>Vad mäts?</h2>
<p>En urinsticka är en remsa med reagensfält som ändrar färg vid kemiska reaktioner. Avläsning görs visuellt mot en färgskala eller med avläsningsinstrument, vilket ger säkrare resultat. Vanliga fält och deras principer:</p>
<ul>
<li><strong>Glukos</strong> – glukosoxidas–peroxidas; specifik för glukos.</li>
<li><strong>Protein</strong> – indikatorfärgens proteinfel; känslig främst för albumin, inte för immunglobulinlätta kedjor.</li>
<li><strong>Blod (hemoglobin)</strong> – peroxidasliknande aktivitet hos hemoglobin och myoglobin; reagerar på både hela erytrocyter och fritt hemoglobin eller myoglobin.</li>
<li><strong>Leukocyter</strong> – esteras från granulocyter.</li>
<li><strong>Nitrit</strong> – Griess reaktion; positiv när bakterier som reducerar nitrat till nitrit (framför allt Enterobacterales, till exempel E. coli) har funnits i blåsan i flera timmar.</li>
<li><strong>Ketoner</strong> – nitroprussidreaktion; påvisar acetoacetat och aceton men inte betahydroxibutyrat.</li>
<li><strong>pH, relativ densitet, bilirubin och urobilinogen</strong> ingår på många stickor.</li>
</ul>
<h2>Indikationer</h2>
<ul>
<li>Misstänkt urinvägsinfektion, som stöd till anamnes och status.</li>
<li>Screening för proteinuri och hematuri, till exempel vid hypertoni, graviditet och misstänkt njursjukdom.</li>
<li>Misstänkt ketoacidos eller glukosuri.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Mittstråleurin, helst morgonurin eller urin som stått i blåsan i minst fyra timmar. Urinen ska analyseras inom cirka två timmar eller förvaras kallt. Stickan ska doppas kort och avläsas efter angiven tid. Stickor ska förvaras i väl tillsluten burk och användas före utgångsdatum.</p>
<h2>Felkällor</h2>
<ul>
<li>Höga koncentrationer av askorbinsyra (C-vitamin) kan ge falskt negativt utslag för blod och glukos.</li>
<li>Negativ nitrit utesluter inte infektion: enterokocker, Staphylococcus saprophyticus och andra grampositiva bakterier bildar inte nitrit, och kort blåsinkubationstid eller utspädd urin ger falskt negativt resultat.</li>
<li>Menstruationsblod och kontamination från slidan ger positivt utslag för blod och leukocyter.</li>
<li>Mycket alkalisk eller koncentrerad urin kan ge falskt positivt proteinutslag.</li>
<li>Oxiderande rengöringsmedel i uppsamlingskärlet kan ge falskt positivt blod.</li>
</ul>`,
    clinicalSignificance: `<p>Vid typiska symtom på okomplicerad cystit hos icke-gravida kvinnor behövs i regel varken urinsticka eller odling enligt Läkemedelsverkets rekommendationer. Stickan är mer användbar vid atypiska symtom. Positiv nitrit har hög specificitet för bakteriuri, medan negativ leukocytesteras och nitrit gör infektion mindre sannolik.</p>
<p>Asymtomatisk bakteriuri är vanlig hos äldre och personer med kvarliggande kateter och ska i regel inte behandlas; urinsticka bör därför inte tas rutinmässigt på äldre utan symtom från urinvägarna. Positivt utslag för blod bekräftas med upprepad sticka eller mikroskopi, och proteinuri kvantifieras med U-Albumin/kreatinin eller U-Protein/kreatinin.</p>`,
    interpretation: `<p><strong>Glukos positiv:</strong> hyperglykemi över njurtröskeln (oftast vid P-Glukos över cirka 10 mmol/L), SGLT2-hämmare (förväntat fynd), graviditet och renal glukosuri.</p>
<p><strong>Protein positiv:</strong> njursjukdom, men också feber, ansträngning, urinvägsinfektion och ortostatisk proteinuri.</p>
<p><strong>Blod positiv:</strong> njur- eller urinvägsblödning (sten, infektion, tumör, glomerulonefrit), menstruation, hemoglobinuri vid hemolys och myoglobinuri vid rabdomyolys.</p>
<p><strong>Leukocyter och nitrit:</strong> urinvägsinfektion; steril pyuri kan ses vid njursten, interstitiell nefrit och tuberkulos.</p>
<p><strong>Ketoner:</strong> svält, ketoacidos, lågkolhydratkost och kräkningar.</p>
<p><strong>Fallgropar:</strong> Tolka alltid i ljuset av symtom. Ett positivt fynd hos en symtomfri person leder lätt till onödig behandling.</p>`,
    tags: ['urinsticka', 'u-sticka', 'urinanalys', 'nitrit', 'hematuri', 'proteinuri', 'uvi'],
    referenceRanges: [
      { parameter: 'U-Glukos', range: 'Negativ', unit: 'semikvantitativ skala', notes: '' },
      { parameter: 'U-Protein (albumin)', range: 'Negativ', unit: 'semikvantitativ skala', notes: 'Spår kan förekomma i koncentrerad urin' },
      { parameter: 'U-Hb (blod)', range: 'Negativ', unit: 'semikvantitativ skala', notes: '' },
      { parameter: 'U-Leukocyter (esteras)', range: 'Negativ', unit: 'semikvantitativ skala', notes: '' },
      { parameter: 'U-Nitrit', range: 'Negativ', unit: 'semikvantitativ skala', notes: '' },
      { parameter: 'U-Ketoner', range: 'Negativ', unit: 'semikvantitativ skala', notes: '' },
      { parameter: 'U-pH', range: 'Varierar med kost (vanligen 5–7)', unit: 'pH-enhet', notes: 'Inget egentligt referensintervall' },
    ],
    relatedTests: [T.urinodling, T.uAlbKrea, T.glukos, T.kreatinin],
    references: [SRC.urinalysisGuidelines, SRC.lvUvi, SRC.karolinska],
  },
  {
    title: T.urinodling,
    category: 'Mikrobiologi',
    summary:
      'Urinodling påvisar och kvantifierar bakterier i urin och ger resistensbestämning. Odling rekommenderas vid pyelonefrit, hos män, gravida, barn, vid komplicerad eller recidiverande infektion och vid behandlingssvikt.',
    content: `<h2>Vad undersöks?</h2>
<p>Vid urinodling sås en bestämd mängd urin på odlingsmedier. Efter inkubation identifieras växande bakterier (i dag ofta med MALDI-TOF-masspektrometri) och antalet kolonibildande enheter per milliliter (CFU/mL) anges. Vid fynd av sannolikt sjukdomsframkallande bakterier görs resistensbestämning enligt EUCAST, och resultatet tolkas som känslig, känslig vid ökad exponering eller resistent.</p>
<p>Ett preliminärt svar med bakterieart och bakterietal lämnas ofta efter ett dygn, och resistensbestämningen efter ytterligare ett dygn. Vid växt av fler än två arter redovisas ofta bara blandflora, utan artbestämning, eftersom fyndet talar för kontamination.</p>
<h2>Indikationer</h2>
<ul>
<li>Misstänkt pyelonefrit eller urosepsis (tillsammans med blododling).</li>
<li>Urinvägsinfektion hos män, barn och gravida.</li>
<li>Recidiverande eller komplicerad infektion, till exempel vid avflödeshinder, sten eller kateter.</li>
<li>Utebliven effekt av behandling eller tidigt återfall.</li>
<li>Screening för asymtomatisk bakteriuri hos gravida, enligt svenska rekommendationer.</li>
</ul>
<p>Vid okomplicerad cystit hos icke-gravida kvinnor behövs i regel ingen odling.</p>
<h2>Provtagning och preanalys</h2>
<p>Mittstråleurin, helst morgonurin eller urin som stått i blåsan i minst fyra timmar. Provet ska tas före antibiotikabehandling. Hos patienter med kvarliggande kateter tas provet från katetern efter byte eller från provtagningsport, aldrig från uppsamlingspåsen. Urinen förvaras kallt och ska nå laboratoriet inom ett dygn; rör med borsyra tillåter längre förvaring i rumstemperatur enligt laboratoriets anvisning. Remissen ska ange provtagningssätt, symtom, pågående eller nyligen avslutad antibiotikabehandling och om patienten är gravid.</p>
<h2>Felkällor</h2>
<ul>
<li>Kontamination med hud- och slidflora ger blandflora och svårtolkade fynd.</li>
<li>Urin som stått i rumstemperatur ger bakterietillväxt i provet och falskt höga bakterietal.</li>
<li>Pågående antibiotikabehandling och kort blåsinkubationstid ger falskt låga bakterietal.</li>
<li>Vissa patogener, till exempel Mycobacterium tuberculosis, Chlamydia trachomatis och Mycoplasma genitalium, växer inte i vanlig urinodling.</li>
</ul>`,
    clinicalSignificance: `<p>Om ett bakterietal är kliniskt signifikant beror på bakterieart, provtagningssätt, kön och symtom. Enligt europeiska riktlinjer räcker låga bakterietal (10³ CFU/mL) av typiska primärpatogener som Escherichia coli och Staphylococcus saprophyticus vid symtom, medan högre tal krävs för andra arter. Vid suprapubisk punktion är all växt av uropatogena bakterier signifikant. Växt av flera bakteriearter (blandflora) talar för kontamination.</p>
<p>Resistensbestämningen är viktig för att välja rätt antibiotikum och för övervakning av resistens, till exempel förekomst av ESBL-bildande Enterobacterales. Resultatet ska alltid tolkas tillsammans med symtom, eftersom asymtomatisk bakteriuri i regel inte ska behandlas utom hos gravida och före vissa urologiska ingrepp.</p>`,
    interpretation: `<p><strong>Signifikant växt av en art:</strong> talar för urinvägsinfektion om patienten har symtom. Vanligaste fynd är E. coli, följt av Klebsiella, Proteus, Enterococcus, S. saprophyticus (unga kvinnor) och, vid komplicerade infektioner, Pseudomonas aeruginosa.</p>
<p><strong>Blandflora:</strong> sannolik kontamination; vid kvarstående misstanke tas nytt, korrekt taget prov.</p>
<p><strong>Ingen växt trots symtom och pyuri:</strong> överväg pågående antibiotika, sexuellt överförda infektioner, tuberkulos, njursten och interstitiell nefrit.</p>
<p><strong>Fallgropar:</strong> Odla inte symtomfria patienter (utom gravida). Bakterietal och gränser anges i laboratoriets svar och tolkningskommentar.</p>`,
    tags: ['urinodling', 'u-odling', 'urinvägsinfektion', 'uvi', 'bakteriuri', 'resistensbestämning'],
    referenceRanges: [
      {
        parameter: 'Primärpatogener (t.ex. E. coli, S. saprophyticus) vid symtom',
        range: '≥10³',
        unit: 'CFU/mL',
        notes: 'Signifikant bakteriuri i mittstråleurin enligt European Urinalysis Guidelines.',
      },
      {
        parameter: 'Övriga uropatogener (t.ex. Klebsiella, enterokocker)',
        range: 'Art- och situationsberoende',
        unit: 'CFU/mL',
        notes: 'Högre gränsvärden än för primärpatogener; beror på art, kön och provtagningssätt – se laboratoriets tolkningskommentar.',
      },
      { parameter: 'Suprapubisk punktion', range: 'All växt av uropatogen', unit: 'CFU/mL', notes: 'Räknas som signifikant' },
    ],
    relatedTests: [T.urinsticka, T.crp, T.pct, T.kreatinin],
    references: [
      SRC.urinalysisGuidelines,
      SRC.lvUvi,
      'Nicolle LE, Gupta K, Bradley SF, et al. Clinical Practice Guideline for the Management of Asymptomatic Bacteriuria: 2019 Update by the Infectious Diseases Society of America. Clin Infect Dis 2019;68:e83-e110.',
      'EUCAST. Breakpoint tables for interpretation of MICs and zone diameters (aktuell version). European Committee on Antimicrobial Susceptibility Testing.',
    ],
  },
];
