import type { StaticPageText } from '../../static-page.ts';

/** "Données de localisation": when the itinerary page asks for the traveller’s position, and what it does with it. In Korean. */
const page: StaticPageText = {
  title: '위치 정보',
  intro:
    'Rihla에서 기기의 위치를 사용하는 곳은 목적지까지의 ‘길찾기’ 페이지 하나뿐입니다. 언제 위치를 요청하는지, 어떻게 사용하는지, 그리고 무엇에 사용하지 않는지 설명합니다.',
  sections: [
    {
      heading: '위치를 요청하는 경우',
      paragraphs: [
        '가이드에 소개된 장소로 가는 길을 안내하는 ‘길찾기’ 페이지에서는 현재 위치를 표시할 수 있습니다. 다만 페이지가 스스로 위치를 요청하지는 않으며, 먼저 ‘내 위치 사용’ 버튼을 눌러야 합니다.',
        '그러면 브라우저가 자체 권한 요청 창을 띄웁니다. 허용하기 전까지 Rihla는 위치에 접근할 수 없습니다.',
      ],
    },
    {
      heading: '위치의 사용',
      paragraphs: [
        '위치는 기기 안에서만 사용되며, 지도에 현재 위치를 표시하고 선택한 장소까지의 직선거리를 계산하는 데에만 쓰입니다.',
        '위치는 Rihla 서버로 전송되지 않고 저장되지도 않으며, 페이지를 떠나면 앱에 남지 않습니다.',
      ],
    },
    {
      heading: '지도 앱 링크',
      paragraphs: [
        '‘길 찾기 열기’ 링크를 누르면 원하는 지도 앱이 열립니다. Google 지도, Apple 지도, Organic Maps 또는 Waze 같은 휴대폰의 지도 앱을 이용할 수 있습니다. Rihla는 목적지의 좌표만 전달합니다.',
        '이후 경로는 해당 앱이 계산하며, 앱은 자체 개인정보 처리방침에 따라 위치를 사용할 수 있습니다. 이는 Rihla가 관리하는 범위 밖의 일입니다.',
      ],
    },
    {
      heading: '권한 거부 및 철회',
      paragraphs: [
        '위치 접근을 거부할 수 있으며, 나중에 브라우저나 사이트 설정에서 권한을 철회할 수도 있습니다. 이 경우 거리는 계산되지 않지만, 지도와 지도 앱 링크를 비롯한 Rihla의 다른 모든 기능은 그대로 이용할 수 있습니다.',
      ],
    },
    {
      heading: '외부 서버 없이 그리는 지도',
      paragraphs: [
        'Rihla의 지도는 앱에 포함된 데이터(육지는 Natural Earth, 행정구역 경계는 geoBoundaries)로 그립니다. 외부 지도 타일 서버에 접속하지 않으므로, 지도의 어느 부분을 보고 있는지 외부 서비스가 알 수 없습니다.',
      ],
    },
  ],
  updated: '2026-11-24',
};
export default page;
