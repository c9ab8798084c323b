/** Five servants as a Korean GM's spreadsheet holds them, copied as tab-separated text (issue 17). */
export const koreanServantSheet = [
  ['진영', '클래스', '진명', '근력', '내구', '민첩', '마력', '행운', '보구', '스킬', '마술', '판정패', '생명력', '마스터', '전투력', '명운', '신념'],
  ['백색 진영', '세이버 / Saber', '아르토리아', 'B', 'C', 'C', 'B', 'B', '약속된 승리의 검 / Excalibur A++ (12x1, 대성, 방어 2)', '대마력 A (방어 1); 직감 B (4x2, 약점 반격)', '', '', '60', '에미야 시로', '3', '4', '5'],
  ['흑색 진영', '캐스터 / Caster', '메데이아', 'E', 'D', 'C', 'A+', 'B', '파계의 비수 C (3x1)', '진지 작성 A', '화염구 (3x2, 1공정); 대마술 / Great Spell (6x1, 2공정)', '', '45', '쿠즈키 소이치로', '4', '2', '3'],
  ['청색 진영', '아처', '에미야', 'D', 'C', 'C', 'B', 'E', 'E', '천리안 C', '', '강타 활쏘기 (4x2, 원거리); 치명 학익 (7x1)', '50', '토오사카 린', '2', '3', '3'],
  ['적색 진영', '랜서', '쿠 훌린', 'B', 'C', 'A', 'C', 'E', '게이 볼그 B (8x1)', '전투 속행 A (방어 1)', '', '', '55', '바제트', '5', '3', '3'],
  ['녹색 진영', '라이더', '메두사', 'C', 'E', 'B', 'B', 'D', '기승 A+', '괴력 B (3x2, 약점 강타)', '', '', '50', '마토 신지', '1', '2', '2']
]
  .map((row) => row.join('\t'))
  .join('\n')

/** The same kind of sheet with English headers, as CSV. */
export const englishServantSheet = [
  'team,class,true name,STR,END,AGI,MGI,LUK,NP,skills,hp,master,might',
  'Silver,Berserker,Heracles,A+,A,A,A,B,Nine Lives A (14x1),Madness B+ (5x2; weak counter),"80",Illya,2'
].join('\n')
